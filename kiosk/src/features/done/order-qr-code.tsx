import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of the order's tracking page, drawn locally (no request leaves the kiosk). */
export function OrderQrCode({ url, label }: { url: string; label: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { margin: 2, width: 420, errorCorrectionLevel: 'M' }).then((data) => {
      if (live) setImage(data);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return image ? (
    <img src={image} alt={label} data-qr-url={url} width={420} height={420} className="rounded-3xl bg-white p-4" />
  ) : (
    <div className="h-[420px] w-[420px] rounded-3xl bg-white/10" />
  );
}
