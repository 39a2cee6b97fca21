import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthDialog } from './auth-dialog';

/** Only paths of this site: "/orders", never "//elsewhere" or "https://…". */
export const safeRedirect = (value: string | null): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';

/** `/login?redirect=…`: the sign-in dialog over an empty page; signing in or closing returns to the redirect. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const target = safeRedirect(params.get('redirect'));
  return (
    <div className="min-h-[50vh]">
      <h1 className="sr-only">Sign In</h1>
      <AuthDialog
        open={open}
        initialTab="login"
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void navigate(target, { replace: true });
        }}
      />
    </div>
  );
}
