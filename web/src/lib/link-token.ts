import { LINK_TOKEN_PATTERN } from '@sound-putter/contracts';

/**
 * The token of a mailed link's `#token=…`: a fragment, which the browser sends to no server and puts in no Referer.
 * None when missing or malformed.
 */
export const linkTokenOf = (hash: string): string | null => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && LINK_TOKEN_PATTERN.test(token) ? token : null;
};
