import { isIP } from 'node:net';

/**
 * The address a per-address limit counts: IPv4 as it is, IPv6 by its /64 network (one subscriber's usual share), so
 * a client cannot walk through its own addresses to dodge a limit. An IPv4-mapped IPv6 address counts as its IPv4.
 */
export const addressKey = (ip: string): string => {
  const bare = ip.split('%')[0];
  if (isIP(bare) !== 6) return isIP(bare) === 4 ? bare : ip;
  let text = bare.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = Array<string>(8 - left.length - right.length).fill('0');
  const groups = [...left, ...fill, ...right].map((g) => parseInt(g, 16));
  const zerosBefore = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zerosBefore(7) && groups[7] === 1) return '::1';
  if (zerosBefore(5) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
};
