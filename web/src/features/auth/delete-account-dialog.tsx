import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText, useDeleteAccountMutation, type ApiError } from '../../api';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { notify, useAppDispatch } from '../../store';
import { useTexts } from '../../lib/use-language';
import { defineTexts } from '@sound-putter/contracts';

const texts = defineTexts({
  en: {
    title: 'Delete my account?',
    erases: [
      'This erases the account ',
      ', its saved details, and the name, e-mail, phone and addresses of every order placed with it. If an order is still on its way to you, we ask once more first. This cannot be undone.',
    ],
    password: 'Your password',
    enterPassword: 'Enter your password to confirm.',
    /** The server's own words say it in English. */
    wrongPassword: undefined as string | undefined,
    deleted: { title: 'Account deleted', description: 'Your account and personal data have been erased.' },
    notDeleted: { title: 'Account not deleted', description: 'Your account could not be deleted. Please try again.' },
    inProgress: (n: number) =>
      n === 1
        ? 'An order you paid for has not reached you yet. Deleting now erases the delivery address too, so we could no longer deliver it. Wait until it arrives, or delete anyway.'
        : `${n} orders you paid for have not reached you yet. Deleting now erases the delivery address too, so we could no longer deliver them. Wait until they arrive, or delete anyway.`,
    keep: 'Keep my account',
    deleting: 'Deleting...',
    deleteAnyway: 'Delete anyway',
    delete: 'Delete my account',
  },
  th: {
    title: 'ลบบัญชีของฉัน?',
    erases: [
      'ระบบจะลบบัญชี ',
      ' ข้อมูลที่บันทึกไว้ และชื่อ อีเมล เบอร์โทรศัพท์ และที่อยู่ในทุกคำสั่งซื้อของบัญชีนี้ หากยังมีคำสั่งซื้อที่ยังไม่ถึงมือคุณ ระบบจะถามยืนยันอีกครั้ง การลบนี้ไม่สามารถย้อนกลับได้',
    ],
    password: 'รหัสผ่านของคุณ',
    enterPassword: 'กรอกรหัสผ่านเพื่อยืนยัน',
    wrongPassword: 'รหัสผ่านไม่ถูกต้อง',
    deleted: { title: 'ลบบัญชีแล้ว', description: 'ลบบัญชีและข้อมูลส่วนตัวของคุณแล้ว' },
    notDeleted: { title: 'ยังไม่ได้ลบบัญชี', description: 'ลบบัญชีไม่สำเร็จ กรุณาลองอีกครั้ง' },
    inProgress: (n: number) =>
      `คุณมีคำสั่งซื้อที่ชำระเงินแล้วแต่ยังไม่ได้รับสินค้า ${n} รายการ หากลบตอนนี้ ที่อยู่จัดส่งจะถูกลบไปด้วยและเราจะจัดส่งให้ไม่ได้ รอจนได้รับสินค้าก่อน หรือยืนยันลบทันที`,
    keep: 'เก็บบัญชีไว้',
    deleting: 'กำลังลบ...',
    deleteAnyway: 'ลบทันที',
    delete: 'ลบบัญชี',
  },
});

/**
 * Confirms "Delete my account" (PDPA erasure) in the page's language: the account, saved details and the name,
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
  const t = useTexts(texts);
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
      setPasswordError(t.enterPassword);
      return;
    }
    try {
      await deleteAccount({ password, ...(ordersInProgress ? { force: true } : {}) }).unwrap();
      setPassword('');
      setOrdersInProgress(undefined);
      onOpenChange(false);
      dispatch(notify(t.deleted.title, t.deleted.description));
      void navigate('/');
    } catch (caught) {
      const error = caught as ApiError;
      if (error.details?.password?.[0]) {
        setPasswordError(t.wrongPassword ?? error.details.password[0]);
        return;
      }
      if (error.code === 'orders_in_progress') {
        setOrdersInProgress(error.details?.orderIds ?? []);
        return;
      }
      dispatch(notify(t.notDeleted.title, errorText(caught as ApiError) || t.notDeleted.description, 'destructive'));
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
      title={t.title}
      description={
        <>
          {t.erases[0]}
          <strong className="break-all">{email}</strong>
          {t.erases[1]}
        </>
      }
    >
      <form onSubmit={onConfirm} noValidate className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={passwordId} className="text-sm font-medium">
            {t.password}
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
            <p>{t.inProgress(ordersInProgress.length)}</p>
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
            {t.keep}
          </Button>
          <Button type="submit" variant="destructive" disabled={isLoading}>
            {isLoading ? t.deleting : ordersInProgress ? t.deleteAnyway : t.delete}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
