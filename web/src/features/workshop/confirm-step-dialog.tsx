import type { OrderStatus, OrderView } from '@sound-putter/contracts';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { statusLabels } from './board-columns';

export interface ConfirmStepDialogProps {
  order: OrderView | null;
  /** The status the order moves to; null for "paid in store" (which confirms it). */
  step: OrderStatus | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an order moves on: a step cannot be taken back. */
export function ConfirmStepDialog({ order, step, pending, onCancel, onConfirm }: ConfirmStepDialogProps) {
  const open = order !== null;
  const title = step ? `Move #${order?.shortId} to ${statusLabels[step]}?` : `Mark #${order?.shortId} paid in store?`;
  const description = step
    ? `The order moves from ${order ? statusLabels[order.status] : ''} to ${statusLabels[step]}. The customer sees the change at once and it cannot be undone.`
    : 'Only when the customer has paid at the counter. The order is confirmed and its 24-hour clock starts now.';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={description}
      role="alertdialog"
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={pending}>
          {pending ? 'Saving…' : step ? `Move to ${statusLabels[step]}` : 'Mark paid'}
        </Button>
      </div>
    </Dialog>
  );
}
