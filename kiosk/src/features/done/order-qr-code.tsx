import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of a link (the order's tracking page, its receipt PDF), drawn locally (no request leaves the kiosk).
 * `kind` names it for tests and assistive tools.
 */
export function OrderQrCode({
  url,
  label,
  kind,
  size = 420,
}: {
  url: string;
  label: string;
  kind: 'tracking' | 'receipt';
  size?: number;
}) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { margin: 2, width: size, errorCorrectionLevel: 'M' }).then((data) => {
      if (live) setImage(data);
    });
    return () => {
      live = false;
    };
  }, [url, size]);
  return image ? (
    <img
      src={image}
      alt={label}
      data-qr={kind}
      data-qr-url={url}
      width={size}
      height={size}
      className="rounded-3xl bg-white p-4"
    />
  ) : (
    <QrPlaceholder size={size} />
  );
}

/** The QR code's place while it is drawn, or while its link is being made. */
export function QrPlaceholder({ size = 420 }: { size?: number }) {
  return <div className="rounded-3xl bg-white/10" style={{ width: size, height: size }} />;
}
