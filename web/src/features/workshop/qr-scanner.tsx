import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';

/** The part of the Barcode Detection API the scanner uses (Chromium on Android, ChromeOS and macOS have it). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector
    : null;

/** Whether this browser can read QR codes from the camera; typing the code works everywhere. */
export const canScanQr = (): boolean =>
  detectorClass() !== null && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

const SCAN_EVERY_MS = 250;

/**
 * The device camera (the back one on a tablet) read for a QR code until one is found; the camera is released as soon
 * as it is, or when the scanner closes.
 */
export function QrScanner({ onCode, onClose }: { onCode: (value: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const detector = new Detector({ formats: ['qr_code'] });
    const scan = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code?.rawValue) {
          stop();
          found.current(code.rawValue);
          return;
        }
      } catch {
        // A frame that is not ready yet: try the next one.
      }
      timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          await video.current.play();
        }
        void scan();
      })
      .catch(() => setProblem('The camera could not be opened (permission refused or no camera). Type the code.'));
    return stop;
  }, []);

  return (
    <div className="flex flex-col items-center gap-3" data-testid="qr-scanner">
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera view: hold the customer's QR code in the frame"
          className="aspect-video w-full max-w-md rounded-xl bg-black"
        />
      )}
      <Button variant="outline" onClick={onClose}>
        Stop camera
      </Button>
    </div>
  );
}
