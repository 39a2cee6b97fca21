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
  // Orders paid and not delivered: the server asked once more, since erasing their address stops their delivery.
  const [ordersInProgress, setOrdersInProgress] = useState<string[] | undefined>();
  const passwordId = `${useId()}-password`;

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError('Enter your password to confirm. / กรอกรหัสผ่านเพื่อยืนยัน');
      return;
    }
    try {
      await deleteAccount({ password, ...(ordersInProgress ? { force: true } : {}) }).unwrap();
      setPassword('');
      setOrdersInProgress(undefined);
      onOpenChange(false);
      dispatch(notify('Account deleted', 'Your account and personal data have been erased. / ลบบัญชีและข้อมูลส่วนตัวแล้ว'));
      void navigate('/');
    } catch (caught) {
      const error = caught as ApiError;
      if (error.details?.password?.[0]) {
        setPasswordError(`${error.details.password[0]} / รหัสผ่านไม่ถูกต้อง`);
        return;
      }
      if (error.code === 'orders_in_progress') {
        setOrdersInProgress(error.details?.orderIds ?? []);
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
      onOpenChange={(next) => {
        if (isLoading) return;
        if (!next) setOrdersInProgress(undefined);
        onOpenChange(next);
      }}
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
            e-mail, phone and addresses of every order placed with it. If an order is still on its way to you, we ask
            once more first. This cannot be undone.
          </span>
          <span lang="th" className="mt-2 block">
            ระบบจะลบบัญชีนี้ ข้อมูลที่บันทึกไว้ และชื่อ อีเมล เบอร์โทรศัพท์ และที่อยู่ในทุกคำสั่งซื้อของบัญชีนี้ หากยังมีคำสั่งซื้อที่ยังไม่ถึงมือคุณ
            ระบบจะถามยืนยันอีกครั้ง การลบนี้ไม่สามารถย้อนกลับได้
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
        {ordersInProgress ? (
          <div
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            <p>
              {ordersInProgress.length === 1 ? 'An order' : `${ordersInProgress.length} orders`} you paid for{' '}
              {ordersInProgress.length === 1 ? 'has' : 'have'} not reached you yet. Deleting now erases the delivery
              address too, so we could no longer deliver {ordersInProgress.length === 1 ? 'it' : 'them'}. Wait until{' '}
              {ordersInProgress.length === 1 ? 'it arrives' : 'they arrive'}, or delete anyway.
            </p>
            <p lang="th" className="mt-2">
              คุณมีคำสั่งซื้อที่ชำระเงินแล้วแต่ยังไม่ได้รับสินค้า {ordersInProgress.length} รายการ หากลบตอนนี้
              ที่อยู่จัดส่งจะถูกลบไปด้วยและเราจะจัดส่งให้ไม่ได้ รอจนได้รับสินค้าก่อน หรือยืนยันลบทันที
            </p>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setOrdersInProgress(undefined);
              onOpenChange(false);
            }}
            disabled={isLoading}
          >
            Keep my account <span lang="th">· เก็บบัญชีไว้</span>
          </Button>
          <Button type="submit" variant="destructive" disabled={isLoading}>
            {isLoading ? (
              'Deleting...'
            ) : (
              <>
                {ordersInProgress ? 'Delete anyway' : 'Delete my account'}{' '}
                <span lang="th">· {ordersInProgress ? 'ลบทันที' : 'ลบบัญชี'}</span>
              </>
            )}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
