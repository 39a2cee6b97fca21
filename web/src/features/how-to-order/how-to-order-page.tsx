import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { site } from '../../lib/site';
import { afterNextFrame } from '../configurator/frame-stages';

const Configurator = lazy(() => import('../configurator/configurator'));

/** Asks for the Thai font ("฿") after the first frame, so the configurator's prices do not lay the page out twice. */
const loadBahtFont = () => void document.fonts?.load('1em "Sound Putter Thai"', '฿').catch(() => undefined);

const steps = [
  { title: 'Choose Your Sound', text: 'Pick the Deep and Resonant or the Bright and Dynamic sound signature.' },
  { title: 'Select Your Grip', text: 'Choose the grip and its colour: the feel in your hands.' },
  {
    title: 'Configure Your Shaft',
    text: 'Choose the shaft, its colour and the length. Guide: 32, 33, 34 or 35 inches, by your height and posture.',
  },
  { title: 'Add Your Logo', text: 'Engrave text or a logo on the face or the sole, one or two logos.' },
  { title: 'Place Your Order', text: 'Add it to your cart and check out. We craft it within 24 hours, shipped free.' },
];

export function HowToOrderPage() {
  const [params] = useSearchParams();
  useEffect(() => afterNextFrame(loadBahtFont), []);
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">How to Order</h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">Five steps to your own sound putter.</p>
      </header>

      <ol className="grid gap-4 md:grid-cols-5">
        {steps.map((step, i) => (
          <li key={step.title} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <span className="text-sm font-semibold text-brand-700 dark:text-brand-500">Step {i + 1}</span>
            <h2 className="mt-1 font-semibold">{step.title}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{step.text}</p>
          </li>
        ))}
      </ol>

      <section aria-labelledby="configure-title">
        <h2 id="configure-title" className="mb-6 text-2xl font-bold tracking-tight">
          Configure Your Putter
        </h2>
        <Suspense fallback={<Skeleton className="h-96 w-full" />}>
          <Configurator initialModelId={params.get('model')} configId={params.get('config')} />
        </Suspense>
      </section>

      <section id="support" aria-labelledby="support-title" className="scroll-mt-20">
        <h2 id="support-title" className="text-2xl font-bold tracking-tight">
          Need help?
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          Questions about sizing, shipping, returns or warranty? Our team is here {site.supportHours}.
        </p>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <div className="flex gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <PhoneIcon className="mt-1 text-brand-700 dark:text-brand-500" />
            <div>
              <h3 className="font-semibold">Phone support</h3>
              <a href={site.supportPhoneHref} className="text-brand-700 underline dark:text-brand-500">
                {site.supportPhone}
              </a>
              <p className="text-sm text-slate-600 dark:text-slate-300">{site.supportHours}</p>
            </div>
          </div>
          <div className="flex gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <MailIcon className="mt-1 text-brand-700 dark:text-brand-500" />
            <div>
              <h3 className="font-semibold">E-mail support</h3>
              <a href={`mailto:${site.supportEmail}`} className="text-brand-700 underline dark:text-brand-500">
                {site.supportEmail}
              </a>
              <p className="text-sm text-slate-600 dark:text-slate-300">{site.replyWithin}</p>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
