import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText, useDeleteAccountMutation, type ApiError } from '../../api';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { notify, useAppDispatch } from '../../store';

/**
 * Confirms "Delete my account" (PDPA erasure) in English and Thai: the account, saved details and the name,
 * e-mail, phone and addresses of its orders are erased for good; the orders themselves stay for the workshop.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  email,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const passwordId = `${useId()}-password`;

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError('Enter your password to confirm. / กรอกรหัสผ่านเพื่อยืนยัน');
      return;
    }
    try {
      await deleteAccount({ password }).unwrap();
      setPassword('');
      onOpenChange(false);
      dispatch(notify('Account deleted', 'Your account and personal data have been erased. / ลบบัญชีและข้อมูลส่วนตัวแล้ว'));
      void navigate('/');
    } catch (caught) {
      const error = caught as ApiError;
      if (error.details?.password?.[0]) {
        setPasswordError(`${error.details.password[0]} / รหัสผ่านไม่ถูกต้อง`);
        return;
      }
      dispatch(
        notify(
          'Account not deleted',
          errorText(caught as ApiError) || 'Your account could not be deleted. Please try again.',
          'destructive',
        ),
      );
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !isLoading && onOpenChange(next)}
      role="alertdialog"
      focusTitle
      title={
        <>
          Delete my account? <span lang="th">· ลบบัญชีของฉัน?</span>
        </>
      }
      description={
        <>
          <span className="block">
            This erases the account <strong className="break-all">{email}</strong>, its saved details, and the name,
            e-mail, phone and addresses of every order placed with it. Orders being made are still crafted and
            delivered. This cannot be undone.
          </span>
          <span lang="th" className="mt-2 block">
            ระบบจะลบบัญชีนี้ ข้อมูลที่บันทึกไว้ และชื่อ อีเมล เบอร์โทรศัพท์ และที่อยู่ในทุกคำสั่งซื้อของบัญชีนี้ คำสั่งซื้อที่กำลังผลิตจะยังคงผลิตและจัดส่งตามปกติ
            การลบนี้ไม่สามารถย้อนกลับได้
          </span>
        </>
      }
    >
      <form onSubmit={onConfirm} noValidate className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={passwordId} className="text-sm font-medium">
            Your password <span lang="th">· รหัสผ่านของคุณ</span>
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setPasswordError(undefined);
            }}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${passwordId}-error` : undefined}
            className="h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400"
          />
          {passwordError ? (
            <p id={`${passwordId}-error`} className="text-sm text-red-700 dark:text-red-400">
              {passwordError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isLoading}>
            Keep my account <span lang="th">· เก็บบัญชีไว้</span>
          </Button>
          <Button type="submit" variant="destructive" disabled={isLoading}>
            {isLoading ? (
              'Deleting...'
            ) : (
              <>
                Delete my account <span lang="th">· ลบบัญชี</span>
              </>
            )}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
