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

  const onConfirm = async () => {
    try {
      await deleteAccount().unwrap();
      onOpenChange(false);
      dispatch(notify('Account deleted', 'Your account and personal data have been erased. / ลบบัญชีและข้อมูลส่วนตัวแล้ว'));
      void navigate('/');
    } catch (caught) {
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isLoading}>
          Keep my account <span lang="th">· เก็บบัญชีไว้</span>
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={isLoading}>
          {isLoading ? (
            'Deleting...'
          ) : (
            <>
              Delete my account <span lang="th">· ลบบัญชี</span>
            </>
          )}
        </Button>
      </div>
    </Dialog>
  );
}
