import { lazy, Suspense, useState } from 'react';
import { useGetMeQuery } from '../../api';
import { Button } from '../../components/ui/button';
import { UserIcon } from '../../components/ui/icons';
import { useTexts } from '../../lib/use-language';
import { headerTexts } from '../layout/nav-links';
import { AccountMenu } from './account-menu';

// The dialog's code is fetched the first time a shopper opens it.
const AuthDialog = lazy(() => import('./auth-dialog').then((m) => ({ default: m.AuthDialog })));

/** Signed out: opens the sign-in dialog on the login tab. Signed in: the account menu. */
export function UserButton() {
  const { data: user } = useGetMeQuery();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const t = useTexts(headerTexts);
  if (user) return <AccountMenu user={user} />;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.signIn}
        data-control="sign-in"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <UserIcon />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <AuthDialog open={open} onOpenChange={setOpen} initialTab="login" />
        </Suspense>
      ) : null}
    </>
  );
}
