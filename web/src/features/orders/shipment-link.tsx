import { carrierNames, type Shipment } from '@sound-putter/contracts';
import { useOrderTexts } from './order-texts';

/** The parcel's carrier (Thai name), its number and a link to the carrier's own tracking page. */
export function ShipmentLink({ shipment }: { shipment: Shipment }) {
  const { language, t } = useOrderTexts();
  const carrier = carrierNames[shipment.carrier][language];
  return (
    <span data-testid="shipment" className="flex flex-wrap items-baseline gap-x-2">
      <span>{carrier}</span>
      <span className="font-mono">{shipment.trackingNumber}</span>
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-500"
        >
          {t.trackWith(carrier)}
          <span className="sr-only">{t.newWindow}</span>
        </a>
      ) : null}
    </span>
  );
}
