import { type OrderView, type RemakeReason, remakeReasonLabels, remakeReasons } from '@sound-putter/contracts';
import type { OpenRemakeDto } from '@sound-putter/contracts/dto';
import { useEffect, useState } from 'react';
import { SelectField, TextField } from '../checkout/form-field';
import { ReasonDialog } from './reason-dialog';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The corrected design staff point to: a configuration id, or any link holding one (the configurator's "Copy share
 * link", `?config={id}`). Empty: made as it was. Null: text that holds no id.
 */
export const correctedDesignOf = (text: string): string | undefined | null => {
  if (text.trim() === '') return undefined;
  return UUID.exec(text)?.[0].toLowerCase() ?? null;
};

interface LineChoice {
  include: boolean;
  /** As typed: checked against what was ordered when the form is sent. */
  quantity: string;
  corrected: string;
}

export interface RemakeDialogProps {
  order: OrderView | null;
  pending: boolean;
  onCancel: () => void;
  /** Resolves when the remake is open; rejects with the server's 422, shown in the dialog. */
  onSubmit: (remake: Omit<OpenRemakeDto, 'requestId'>) => Promise<void>;
}

/**
 * Asks why an order is made again (the cause, and a note for the history), which lines and how many, and for each the
 * corrected design if the options change. The remake is a new order at no charge with its own 24-hour deadline.
 */
export function RemakeDialog({ order, pending, onCancel, onSubmit }: RemakeDialogProps) {
  const [reason, setReason] = useState<RemakeReason>('defect');
  const [lines, setLines] = useState<LineChoice[]>([]);
  const [lineError, setLineError] = useState<string | undefined>();

  useEffect(() => {
    setReason('defect');
    setLineError(undefined);
    setLines((order?.lines ?? []).map((l) => ({ include: true, quantity: String(l.quantity), corrected: '' })));
  }, [order]);

  const change = (i: number, patch: Partial<LineChoice>) =>
    setLines((current) => current.map((line, j) => (j === i ? { ...line, ...patch } : line)));

  const submit = async (note: string) => {
    if (!order) return;
    const chosen = order.lines.flatMap((line, i) => {
      const choice = lines[i];
      if (!choice?.include) return [];
      const corrected = correctedDesignOf(choice.corrected);
      return [{ line, configurationId: line.configurationId, quantity: Number(choice.quantity), corrected }];
    });
    if (chosen.length === 0) return setLineError('Choose at least one putter to make again.');
    const tooMany = chosen.find((l) => !Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > l.line.quantity);
    if (tooMany)
      return setLineError(`How many ${tooMany.line.modelName}: from 1 to ${tooMany.line.quantity}, as ordered.`);
    if (chosen.some((l) => l.corrected === null))
      return setLineError('A corrected design is a configuration id or a share link holding one.');
    setLineError(undefined);
    const asOrdered =
      chosen.length === order.lines.length &&
      chosen.every((l, i) => !l.corrected && l.quantity === order.lines[i].quantity);
    await onSubmit({
      reason,
      note,
      ...(asOrdered
        ? {}
        : {
            lines: chosen.map((l) => ({
              configurationId: l.configurationId,
              quantity: l.quantity,
              ...(l.corrected ? { correctedConfigurationId: l.corrected } : {}),
            })),
          }),
    });
  };

  return (
    <ReasonDialog
      order={order}
      purpose="remake"
      title={`Make #${order?.shortId ?? ''} again?`}
      description="A new order at no charge, linked to this one, with its own 24-hour deadline. The customer gets a mail; this order keeps its payment and status."
      reasonLabel="What went wrong (kept in the history)"
      confirmLabel="Open remake"
      pending={pending}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <SelectField id="remake-cause" label="Cause" value={reason} onValue={(value) => setReason(value as RemakeReason)}>
        {remakeReasons.map((r) => (
          <option key={r} value={r}>
            {remakeReasonLabels[r].en}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-3" data-testid="remake-lines">
        <legend className="mb-1 text-sm font-medium">Putters to make again</legend>
        {order?.lines.map((line, i) => {
          const choice = lines[i];
          if (!choice) return null;
          return (
            <div key={line.configurationId} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={choice.include}
                  onChange={(e) => change(i, { include: e.target.checked })}
                />
                {line.modelName}
              </label>
              {choice.include ? (
                <div className="mt-2 grid gap-2 sm:grid-cols-[6rem_1fr]">
                  <TextField
                    id={`remake-quantity-${i}`}
                    label="How many"
                    type="number"
                    min={1}
                    max={line.quantity}
                    value={choice.quantity}
                    onValue={(value) => change(i, { quantity: value })}
                  />
                  <TextField
                    id={`remake-corrected-${i}`}
                    label="Corrected design (share link or id; empty: as ordered)"
                    value={choice.corrected}
                    onValue={(value) => change(i, { corrected: value })}
                    autoComplete="off"
                  />
                </div>
              ) : null}
            </div>
          );
        })}
        {lineError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {lineError}
          </p>
        ) : null}
      </fieldset>
    </ReasonDialog>
  );
}
