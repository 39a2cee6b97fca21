import { type AnyOrderView, formatPickupCode, normalizePickupCode, pickupCodeProblem } from '@sound-putter/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type ApiError, errorText, useGetMeQuery } from '../../api';
import { useHandOverPickupMutation } from '../../api/workshop.api';
import { Button } from '../../components/ui/button';
import { PageSkeleton } from '../../components/ui/skeleton';
import { PutterSummary } from './putter-summary';
import { canScanQr, QrScanner } from './qr-scanner';
import { WorkshopForbidden } from './workshop-forbidden';

/** The counter's screen (a 1024×768 tablet): type or scan the customer's pickup code, hand the putter over. */
function Handover() {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [handed, setHanded] = useState<AnyOrderView | null>(null);
  const [scanning, setScanning] = useState(false);
  const [handOver, { isLoading }] = useHandOverPickupMutation();
  const input = useRef<HTMLInputElement>(null);
  const scannable = canScanQr();

  const submit = async (typed: string) => {
    setHanded(null);
    const local = pickupCodeProblem(typed);
    if (local) {
      setProblem(local);
      input.current?.focus();
      return;
    }
    try {
      const order = await handOver(normalizePickupCode(typed)).unwrap();
      setHanded(order);
      setProblem(null);
      setCode('');
    } catch (caught) {
      setProblem(errorText(caught as ApiError));
    }
    input.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Pickup handover</h1>
        <Link
          to="/workshop"
          className="text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-500"
        >
          ← Workshop board
        </Link>
      </div>
      <p className="text-slate-700 dark:text-slate-300">
        Ask the customer for the 8-character pickup code on their order page or mail, or scan its QR code. A code works
        once.
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Hand over a pickup">
        <label htmlFor="pickup-code" className="text-lg font-semibold">
          Pickup code
        </label>
        <div className="flex flex-wrap gap-3">
          <input
            ref={input}
            id="pickup-code"
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            maxLength={12}
            placeholder="7KQ4-MZ2P"
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'pickup-code-problem' : undefined}
            className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-4 py-3 font-mono text-3xl tracking-widest uppercase dark:border-slate-500 dark:bg-slate-900"
          />
          <Button type="submit" disabled={isLoading} className="px-8 py-3 text-lg">
            {isLoading ? 'Checking…' : 'Hand over'}
          </Button>
        </div>
        {problem ? (
          <p id="pickup-code-problem" role="alert" className="font-medium text-red-700 dark:text-red-400">
            {problem}
          </p>
        ) : null}
      </form>
      {scannable ? (
        scanning ? (
          <QrScanner
            onClose={() => setScanning(false)}
            onCode={(value) => {
              setScanning(false);
              setCode(formatPickupCode(normalizePickupCode(value)));
              void submit(value);
            }}
          />
        ) : (
          <Button variant="outline" onClick={() => setScanning(true)} className="self-start">
            Scan the QR code with the camera
          </Button>
        )
      ) : null}
      {handed && handed.access === 'full' ? (
        <section
          role="status"
          data-testid="handed-over"
          className="rounded-xl border-2 border-emerald-600 bg-emerald-50 p-5 dark:bg-emerald-950/40"
        >
          <h2 className="text-xl font-bold text-emerald-900 dark:text-emerald-200">
            Handed over: order #{handed.shortId}
          </h2>
          <p className="mt-1 text-slate-800 dark:text-slate-200">
            Give the putter to {handed.customerName}. The order is now delivered.
          </p>
          <div className="mt-3 flex flex-col gap-3">
            {handed.lines.map((line) => (
              <PutterSummary key={line.configurationId} line={line} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** /workshop/handover: staff and admins only (the API refuses everyone else too). */
export function PickupHandoverPage() {
  const { data: user, isLoading } = useGetMeQuery();
  if (isLoading) return <PageSkeleton />;
  if (!user) return <WorkshopForbidden signedInAs={null} />;
  if (user.role !== 'staff' && user.role !== 'admin') return <WorkshopForbidden signedInAs={user.email} />;
  return <Handover />;
}
