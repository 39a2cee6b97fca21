import { carrierNames, type Shipment } from '@sound-putter/contracts';

/** The parcel's carrier (Thai name), its number and a link to the carrier's own tracking page. */
export function ShipmentLink({ shipment }: { shipment: Shipment }) {
  return (
    <span data-testid="shipment" className="flex flex-wrap items-baseline gap-x-2">
      <span>{carrierNames[shipment.carrier].th}</span>
      <span className="font-mono">{shipment.trackingNumber}</span>
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-500"
        >
          ติดตามพัสดุกับ{carrierNames[shipment.carrier].th}
          <span className="sr-only"> (เปิดหน้าต่างใหม่)</span>
        </a>
      ) : null}
    </span>
  );
}
