import { formatPickupCode, formatThaiDateTime, type PickupView } from '@sound-putter/contracts';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The pickup code's QR, drawn in the browser (the code never leaves the page for a QR service). */
function PickupQr({ code }: { code: string }) {
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
      aria-label={`คิวอาร์โค้ดของรหัสรับสินค้า ${formatPickupCode(code)}`}
      data-testid="pickup-qr"
      className="h-44 w-44 rounded-lg bg-white p-1 [&>svg]:h-full [&>svg]:w-full"
      // The markup is the qrcode library's own SVG of the code: no text from elsewhere.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}

/** Where and how a pickup order is collected: waiting for its code, the code and QR to show, or collected. */
export function PickupCard({ pickup, deliveredAt }: { pickup: PickupView; deliveredAt: string | null }) {
  return (
    <section
      data-testid="pickup-card"
      data-state={pickup.state}
      className="rounded-xl border-2 border-brand-600 p-5 dark:border-brand-500"
    >
      <h2 className="text-lg font-semibold">รับสินค้าที่ศูนย์ Sound Putter Performance กรุงเทพฯ</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300" lang="en">
        Collect at the Sound Putter performance centre, Bangkok · free
      </p>
      {pickup.state === 'preparing' ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">เมื่อพัตเตอร์พร้อม เราจะแสดงรหัสรับสินค้าที่นี่และส่งทางอีเมล</p>
      ) : null}
      {pickup.state === 'ready' && pickup.code ? (
        <div className="mt-4 flex flex-wrap items-center gap-5">
          <PickupQr code={pickup.code} />
          <div className="min-w-0">
            <p className="text-sm text-slate-700 dark:text-slate-300">รหัสรับสินค้า · Pickup code</p>
            <p data-testid="pickup-code" className="font-mono text-3xl font-bold tracking-widest">
              {formatPickupCode(pickup.code)}
            </p>
            {pickup.readyAt ? (
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                พร้อมให้รับตั้งแต่ {formatThaiDateTime(pickup.readyAt)}
              </p>
            ) : null}
            <p className="mt-2 max-w-sm text-sm text-slate-700 dark:text-slate-300">
              แสดงรหัสหรือคิวอาร์โค้ดนี้ที่เคาน์เตอร์ รหัสใช้ได้ครั้งเดียว โปรดเก็บไว้เป็นความลับจนกว่าจะรับพัตเตอร์
            </p>
          </div>
        </div>
      ) : null}
      {pickup.state === 'collected' ? (
        <p className="mt-3 font-medium text-emerald-800 dark:text-emerald-300">
          รับพัตเตอร์แล้ว{deliveredAt ? ` เมื่อ ${formatThaiDateTime(deliveredAt)}` : ''}
        </p>
      ) : null}
    </section>
  );
}
