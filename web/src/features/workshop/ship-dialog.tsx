import { type Carrier, carrierNames, carriers, type OrderView, shipmentOf } from '@sound-putter/contracts';
import type { CorrectTrackingDto } from '@sound-putter/contracts/dto';
import { type FormEvent, useEffect, useState } from 'react';
import type { ApiError } from '../../api';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField, TextField } from '../checkout/form-field';

export type ShipmentFields = CorrectTrackingDto;

export interface ShipDialogProps {
  order: OrderView | null;
  /** `ship` moves a crafted order to shipped; `correct` replaces a shipped order's carrier or number. */
  mode: 'ship' | 'correct';
  pending: boolean;
  onCancel: () => void;
  /** Resolves when saved; rejects with the server's error, whose field messages the form shows. */
  onSubmit: (fields: ShipmentFields) => Promise<void>;
}

type Errors = Partial<Record<'carrier' | 'trackingNumber' | 'trackingUrl', string>>;

const firstOf = (details: Record<string, string[]> | undefined): Errors => ({
  carrier: details?.carrier?.[0],
  trackingNumber: details?.trackingNumber?.[0],
  trackingUrl: details?.trackingUrl?.[0],
});

/** Asks staff for the carrier and tracking number (checked as the server checks them) before shipping or correcting. */
export function ShipDialog({ order, mode, pending, onCancel, onSubmit }: ShipDialogProps) {
  const [carrier, setCarrier] = useState<Carrier>('thailand_post_ems');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    // Each order starts from its own shipment (a correction) or an empty form.
    setCarrier(order?.shipment?.carrier ?? 'thailand_post_ems');
    setTrackingNumber(order?.shipment?.trackingNumber ?? '');
    setTrackingUrl(order?.shipment?.carrier === 'other' ? order.shipment.trackingUrl : '');
    setErrors({});
  }, [order]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields: ShipmentFields = {
      carrier,
      trackingNumber,
      ...(carrier === 'other' ? { trackingUrl } : {}),
    };
    const checked = shipmentOf(fields);
    if ('problems' in checked) return setErrors(firstOf(checked.problems));
    setErrors({});
    try {
      await onSubmit(fields);
    } catch (caught) {
      setErrors(firstOf((caught as ApiError).details));
    }
  };

  const title =
    mode === 'ship' ? `Ship #${order?.shortId ?? ''}` : `Correct the tracking number of #${order?.shortId ?? ''}`;
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={
        mode === 'ship'
          ? 'Who carries the parcel and its number from the label. The customer sees the tracking link at once.'
          : 'The correction is recorded in the history; the customer sees the new link at once.'
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <SelectField
          id="ship-carrier"
          label="Carrier"
          value={carrier}
          error={errors.carrier}
          onValue={(value) => setCarrier(value as Carrier)}
        >
          {carriers.map((c) => (
            <option key={c} value={c}>
              {carrierNames[c].en}
            </option>
          ))}
        </SelectField>
        <TextField
          id="ship-tracking-number"
          label="Tracking number"
          value={trackingNumber}
          error={errors.trackingNumber}
          onValue={setTrackingNumber}
          autoComplete="off"
          spellCheck={false}
        />
        {carrier === 'other' ? (
          <TextField
            id="ship-tracking-url"
            label="Tracking page URL"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={trackingUrl}
            error={errors.trackingUrl}
            onValue={setTrackingUrl}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : mode === 'ship' ? 'Mark shipped' : 'Save correction'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
