import { useState } from 'react';
import { useGetMeQuery } from '../../api';
import { Button } from '../../components/ui/button';
import { UserIcon } from '../../components/ui/icons';
import { AccountMenu } from './account-menu';
import { AuthDialog } from './auth-dialog';

/** Signed out: opens the sign-in dialog on the login tab. Signed in: the account menu. */
export function UserButton() {
  const { data: user } = useGetMeQuery();
  const [open, setOpen] = useState(false);
  if (user) return <AccountMenu user={user} />;
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Sign in" onClick={() => setOpen(true)}>
        <UserIcon />
      </Button>
      <AuthDialog open={open} onOpenChange={setOpen} initialTab="login" />
    </>
  );
}
