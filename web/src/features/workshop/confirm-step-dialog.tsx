import type { OrderStatus, OrderView } from '@sound-putter/contracts';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { statusLabels, stepLabel } from './board-columns';

export interface ConfirmStepDialogProps {
  order: OrderView | null;
  /** The status the order moves to; null for "paid in store" (which confirms it). */
  step: OrderStatus | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an order moves on: only its card's "Undo last step" takes it back, for a short while. */
export function ConfirmStepDialog({ order, step, pending, onCancel, onConfirm }: ConfirmStepDialogProps) {
  const open = order !== null;
  const to = step && order ? stepLabel(order, step) : step ? statusLabels[step] : '';
  const title = step ? `Move #${order?.shortId} to ${to}?` : `Mark #${order?.shortId} paid in store?`;
  const pickup = order?.fulfilment === 'pickup' && step === 'shipped';
  const undo =
    'Pressed on the wrong card? "Undo last step" on the card takes it back for a short while, until the next step.';
  const description = !step
    ? 'Only when the customer has paid at the counter. The order is confirmed and its 24-hour clock starts now.'
    : pickup
      ? `Only once the putter is on the counter. A single-use pickup code is issued and sent to the customer; they show it to collect. Pressed on the wrong card? "Undo last step" on the card takes it back for a short while, and that code stops working.`
      : `The order moves from ${order ? statusLabels[order.status] : ''} to ${to}. The customer sees the change at once. ${undo}`;
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
          {pending ? 'Saving…' : step ? `Move to ${to}` : 'Mark paid'}
        </Button>
      </div>
    </Dialog>
  );
}
