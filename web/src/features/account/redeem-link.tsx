import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { LinkRedeemed } from '@sound-putter/contracts';
import type { ApiError } from '../../api';
import { AccountPage, failureText, forgotPasswordPath, Notice, usePageLanguage } from './account-page';

type Redeem = (arg: { token: string }) => { unwrap: () => Promise<LinkRedeemed> };

interface RedeemState {
  isUninitialized: boolean;
  isLoading: boolean;
  data?: LinkRedeemed;
  error?: unknown;
}

/** A page that redeems its link's token once on arrival and says what happened (verify, confirm new e-mail). */
export function RedeemLinkPage({
  title,
  working,
  done,
  redeem,
  state,
}: {
  title: string;
  working: string;
  done: (email: string) => string;
  redeem: Redeem;
  state: RedeemState;
}) {
  const { language, t, token } = usePageLanguage();
  const sent = useRef(false);
  useEffect(() => {
    // Once: a link is single-use, and a second request would answer "already used".
    if (sent.current || !token) return;
    sent.current = true;
    redeem({ token })
      .unwrap()
      .catch(() => undefined);
  }, [redeem, token]);

  return (
    <AccountPage title={title}>
      {!token ? <Notice tone="error">{t.missingToken}</Notice> : null}
      {token && (state.isLoading || state.isUninitialized) ? <Notice>{working}</Notice> : null}
      {state.data ? <Notice tone="success">{done(state.data.email)}</Notice> : null}
      {state.error ? <Notice tone="error">{failureText(t, state.error as ApiError)}</Notice> : null}
      <div className="flex flex-wrap gap-4">
        <Link to="/" className="font-medium text-brand-700 underline dark:text-brand-500">
          {t.backToShop}
        </Link>
        {state.error ? (
          <Link to={forgotPasswordPath(language)} className="font-medium text-brand-700 underline dark:text-brand-500">
            {t.verify.again}
          </Link>
        ) : null}
      </div>
    </AccountPage>
  );
}
