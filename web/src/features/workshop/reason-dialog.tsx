import type { OrderView } from '@sound-putter/contracts';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { ApiError } from '../../api';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../checkout/form-field';

export interface ReasonDialogProps {
  order: OrderView | null;
  /** Used for the field's id and the dialog's test id: `cancel`, `recall`, `remake`. */
  purpose: string;
  title: string;
  description: string;
  reasonLabel: string;
  confirmLabel: string;
  /** A destructive step (cancel) gets the warning colours. */
  destructive?: boolean;
  pending: boolean;
  onCancel: () => void;
  /** Resolves when saved; rejects with the server's 422, whose `reason` message the field shows. */
  onSubmit: (reason: string) => Promise<void>;
  /** More fields above the reason (a remake's cause). */
  children?: ReactNode;
}

const REASON_REQUIRED = 'Give a reason: it is kept in the order history.';

/** Asks staff why before a step that changes an order's course (cancel, recall, remake); the reason is required. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { order, purpose, title, description, reasonLabel, confirmLabel, destructive, pending, onCancel } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    setReason('');
    setError(undefined);
  }, [order]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError(REASON_REQUIRED);
    setError(undefined);
    try {
      await props.onSubmit(reason.trim());
    } catch (caught) {
      const details = (caught as ApiError).details;
      setError(details?.reason?.[0] ?? Object.values(details ?? {})[0]?.[0] ?? (caught as ApiError).message);
    }
  };

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={description}
      role="alertdialog"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid={`${purpose}-form`}>
        {props.children}
        <TextField
          id={`${purpose}-reason`}
          label={reasonLabel}
          value={reason}
          error={error}
          onValue={setReason}
          maxLength={500}
          autoComplete="off"
          required
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Keep the order as it is
          </Button>
          <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={pending}>
            {pending ? 'Saving…' : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
