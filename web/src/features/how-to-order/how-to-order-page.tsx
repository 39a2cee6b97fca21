import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { defineTexts } from '@sound-putter/contracts';
import { site } from '../../lib/site';
import { useTexts } from '../../lib/use-language';
import { afterNextFrame } from '../configurator/frame-stages';

const Configurator = lazy(() => import('../configurator/configurator'));

/** Asks for the Thai font ("฿") after the first frame, so the configurator's prices do not lay the page out twice. */
const loadBahtFont = () => void document.fonts?.load('1em "Sound Putter Thai"', '฿').catch(() => undefined);

const texts = defineTexts({
  en: {
    title: 'How to Order',
    lead: 'Five steps to your own sound putter.',
    step: (n: number) => `Step ${n}`,
    steps: [
      { title: 'Choose Your Sound', text: 'Pick the Deep and Resonant or the Bright and Dynamic sound signature.' },
      { title: 'Select Your Grip', text: 'Choose the grip and its colour: the feel in your hands.' },
      {
        title: 'Configure Your Shaft',
        text: 'Choose the shaft, its colour and the length. Guide: 32, 33, 34 or 35 inches, by your height and posture.',
      },
      { title: 'Add Your Logo', text: 'Engrave text or a logo on the face or the sole, one or two logos.' },
      {
        title: 'Place Your Order',
        text: 'Add it to your cart and check out. We craft it within 24 hours, shipped free.',
      },
    ],
    configure: 'Configure Your Putter',
    help: 'Need help?',
    helpText: `Questions about sizing, shipping, returns or warranty? Our team is here ${site.supportHours}.`,
    hours: site.supportHours as string,
    phone: 'Phone support',
    mail: 'E-mail support',
    reply: site.replyWithin as string,
  },
  th: {
    title: 'วิธีสั่งซื้อ',
    lead: 'ห้าขั้นตอนสู่พัตเตอร์เสียงของคุณเอง',
    step: (n: number) => `ขั้นที่ ${n}`,
    steps: [
      { title: 'เลือกเสียงของคุณ', text: 'เลือกเสียงทุ้มและก้องกังวาน หรือเสียงสดใสและมีชีวิตชีวา' },
      { title: 'เลือกกริป', text: 'เลือกกริปและสี: สัมผัสในมือของคุณ' },
      {
        title: 'กำหนดก้าน',
        text: 'เลือกก้าน สี และความยาว แนะนำ: 32, 33, 34 หรือ 35 นิ้ว ตามส่วนสูงและท่าทางของคุณ',
      },
      { title: 'เพิ่มโลโก้', text: 'แกะสลักข้อความหรือโลโก้บนหน้าไม้หรือพื้นไม้ หนึ่งหรือสองตำแหน่ง' },
      { title: 'สั่งซื้อ', text: 'เพิ่มลงตะกร้าแล้วชำระเงิน เราผลิตให้ภายใน 24 ชั่วโมง จัดส่งฟรี' },
    ],
    configure: 'ออกแบบพัตเตอร์ของคุณ',
    help: 'ต้องการความช่วยเหลือ?',
    helpText: 'มีคำถามเรื่องขนาด การจัดส่ง การคืนสินค้า หรือการรับประกัน? ทีมงานพร้อมช่วยเหลือ จันทร์–ศุกร์ 9:00–18:00 น.',
    hours: 'จันทร์–ศุกร์ 9:00–18:00 น.',
    phone: 'ฝ่ายบริการทางโทรศัพท์',
    mail: 'ฝ่ายบริการทางอีเมล',
    reply: 'เราตอบกลับภายใน 24 ชั่วโมง',
  },
});

export function HowToOrderPage() {
  const [params] = useSearchParams();
  useEffect(() => afterNextFrame(loadBahtFont), []);
  const t = useTexts(texts);
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">{t.title}</h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{t.lead}</p>
      </header>

      <ol className="grid gap-4 md:grid-cols-5">
        {t.steps.map((step, i) => (
          <li key={step.title} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <span className="text-sm font-semibold text-brand-700 dark:text-brand-500">{t.step(i + 1)}</span>
            <h2 className="mt-1 font-semibold">{step.title}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{step.text}</p>
          </li>
        ))}
      </ol>

      <section aria-labelledby="configure-title">
        <h2 id="configure-title" className="mb-6 text-2xl font-bold tracking-tight">
          {t.configure}
        </h2>
        <Suspense fallback={<Skeleton className="h-96 w-full" />}>
          <Configurator initialModelId={params.get('model')} configId={params.get('config')} />
        </Suspense>
      </section>

      <section id="support" aria-labelledby="support-title" className="scroll-mt-20">
        <h2 id="support-title" className="text-2xl font-bold tracking-tight">
          {t.help}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t.helpText}</p>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <div className="flex gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <PhoneIcon className="mt-1 text-brand-700 dark:text-brand-500" />
            <div>
              <h3 className="font-semibold">{t.phone}</h3>
              <a href={site.supportPhoneHref} className="text-brand-700 underline dark:text-brand-500">
                {site.supportPhone}
              </a>
              <p className="text-sm text-slate-600 dark:text-slate-300">{t.hours}</p>
            </div>
          </div>
          <div className="flex gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <MailIcon className="mt-1 text-brand-700 dark:text-brand-500" />
            <div>
              <h3 className="font-semibold">{t.mail}</h3>
              <a href={`mailto:${site.supportEmail}`} className="text-brand-700 underline dark:text-brand-500">
                {site.supportEmail}
              </a>
              <p className="text-sm text-slate-600 dark:text-slate-300">{t.reply}</p>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
