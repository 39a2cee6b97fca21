import { defineTexts, formatPickupCode, pickupPlaceNames, type PickupView } from '@sound-putter/contracts';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTexts } from '../../lib/use-language';
import { useOrderTexts } from './order-texts';

/** The pickup card's words, in the page's language. */
const pickupTexts = defineTexts({
  th: {
    heading: `รับสินค้าที่${pickupPlaceNames.th}`,
    free: 'ไม่มีค่าใช้จ่าย',
    preparing: 'เมื่อพัตเตอร์พร้อม เราจะแสดงรหัสรับสินค้าที่นี่และส่งทางอีเมล',
    qr: (code: string) => `คิวอาร์โค้ดของรหัสรับสินค้า ${code}`,
    code: 'รหัสรับสินค้า',
    readySince: (when: string) => `พร้อมให้รับตั้งแต่ ${when}`,
    show: 'แสดงรหัสหรือคิวอาร์โค้ดนี้ที่เคาน์เตอร์ รหัสใช้ได้ครั้งเดียว โปรดเก็บไว้เป็นความลับจนกว่าจะรับพัตเตอร์',
    collected: 'รับพัตเตอร์แล้ว',
    at: (when: string) => ` เมื่อ ${when}`,
  },
  en: {
    heading: `Collect at the ${pickupPlaceNames.en}`,
    free: 'Free of charge',
    preparing: 'When your putter is ready, the pickup code shows here and comes by e-mail',
    qr: (code: string) => `QR code of pickup code ${code}`,
    code: 'Pickup code',
    readySince: (when: string) => `Ready to collect since ${when}`,
    show: 'Show this code or QR code at the counter. It works once: keep it to yourself until you have your putter.',
    collected: 'Putter collected',
    at: (when: string) => ` on ${when}`,
  },
});

/** The pickup code's QR, drawn in the browser (the code never leaves the page for a QR service). */
function PickupQr({ code, label }: { code: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { light: '#ffffff' } }).then(
      (markup) => {
        if (live) setSvg(markup);
      },
    );
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="pickup-qr"
      className="h-44 w-44 rounded-lg bg-white p-1 [&>svg]:h-full [&>svg]:w-full"
      // The markup is the qrcode library's own SVG of the code: no text from elsewhere.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}

/** Where and how a pickup order is collected: waiting for its code, the code and QR to show, or collected. */
export function PickupCard({ pickup, deliveredAt }: { pickup: PickupView; deliveredAt: string | null }) {
  const { date } = useOrderTexts();
  const t = useTexts(pickupTexts);
  return (
    <section
      data-testid="pickup-card"
      data-state={pickup.state}
      className="rounded-xl border-2 border-brand-600 p-5 dark:border-brand-500"
    >
      <h2 className="text-lg font-semibold">{t.heading}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.free}</p>
      {pickup.state === 'preparing' ? <p className="mt-3 text-slate-700 dark:text-slate-300">{t.preparing}</p> : null}
      {pickup.state === 'ready' && pickup.code ? (
        <div className="mt-4 flex flex-wrap items-center gap-5">
          <PickupQr code={pickup.code} label={t.qr(formatPickupCode(pickup.code))} />
          <div className="min-w-0">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t.code}</p>
            <p data-testid="pickup-code" className="font-mono text-3xl font-bold tracking-widest">
              {formatPickupCode(pickup.code)}
            </p>
            {pickup.readyAt ? (
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.readySince(date(pickup.readyAt))}</p>
            ) : null}
            <p className="mt-2 max-w-sm text-sm text-slate-700 dark:text-slate-300">{t.show}</p>
          </div>
        </div>
      ) : null}
      {pickup.state === 'collected' ? (
        <p className="mt-3 font-medium text-emerald-800 dark:text-emerald-300">
          {t.collected}
          {deliveredAt ? t.at(date(deliveredAt)) : ''}
        </p>
      ) : null}
    </section>
  );
}
