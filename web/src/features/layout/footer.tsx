import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSubscribeNewsletterMutation } from '../../api/newsletter.api';
import { useLanguage } from '../../lib/use-language';
import { Button } from '../../components/ui/button';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { site } from '../../lib/site';
import { defineTexts, type Texts } from '@sound-putter/contracts';
import { headerTexts } from './nav-links';

const productLinks: Array<{ to: string; label: Texts<string> }> = [
  { to: '/how-to-order?model=melody-c', label: { en: 'Melody C · Deep & Resonant', th: 'Melody C · ทุ้มและก้องกังวาน' } },
  { to: '/how-to-order?model=melody-d', label: { en: 'Melody D · Bright & Dynamic', th: 'Melody D · สดใสและมีชีวิตชีวา' } },
  { to: '/how-to-order', label: { en: 'Configure Your Putter', th: 'ออกแบบพัตเตอร์ของคุณ' } },
  { to: '/sound-preview', label: { en: 'Sound Preview Center', th: 'ศูนย์ทดลองฟังเสียง' } },
];

const helpLinks: Array<{ to: string; label: Texts<string> }> = [
  { to: '/help#faq', label: { en: 'FAQ', th: 'คำถามที่พบบ่อย' } },
  { to: '/help#shipping', label: { en: 'Shipping', th: 'การจัดส่ง' } },
  { to: '/help#returns', label: { en: 'Returns & Warranty', th: 'การคืนสินค้าและการรับประกัน' } },
  { to: '/about#care', label: { en: 'Care Guide', th: 'วิธีดูแลรักษา' } },
  { to: '/about#privacy', label: { en: 'Privacy Policy', th: 'นโยบายความเป็นส่วนตัว' } },
  { to: '/about#terms', label: { en: 'Terms of Service', th: 'ข้อกำหนดการให้บริการ' } },
  { to: '/about#cookies', label: { en: 'Cookie Policy', th: 'นโยบายคุกกี้' } },
];

const footerTexts = defineTexts({
  en: {
    signUp: 'Get sound news and new models first',
    placeholder: 'Your e-mail',
    subscribe: 'Subscribe',
    askedFor: (address: string) =>
      `Almost done: we sent a confirmation link to ${address}. Open it to subscribe; nothing is sent until you do.`,
    invalid: 'Please enter a valid e-mail address.',
    failed: 'That did not work. Please try again.',
    fewMails: 'A few mails a year; unsubscribe from any of them.',
    privacy: 'Privacy Policy',
    products: 'Products',
    contact: 'Contact',
    hours: site.supportHours as string,
    partner: 'Performance centre partner in Bangkok',
    help: 'Help',
    rights: 'Registered trademark and design patents. All rights reserved.',
    social: 'Social media',
  },
  th: {
    signUp: 'รับข่าวสารเรื่องเสียงและรุ่นใหม่ก่อนใคร',
    placeholder: 'อีเมลของคุณ',
    subscribe: 'สมัครรับข่าวสาร',
    askedFor: (address: string) => `อีกขั้นเดียว: เราส่งลิงก์ยืนยันไปที่ ${address} แล้ว เปิดลิงก์เพื่อสมัคร เราจะไม่ส่งอะไรจนกว่าคุณจะยืนยัน`,
    invalid: 'กรุณากรอกอีเมลให้ถูกต้อง',
    failed: 'ดำเนินการไม่สำเร็จ กรุณาลองอีกครั้ง',
    fewMails: 'ส่งเพียงไม่กี่ฉบับต่อปี ยกเลิกได้จากทุกฉบับ',
    privacy: 'นโยบายความเป็นส่วนตัว',
    products: 'สินค้า',
    contact: 'ติดต่อเรา',
    hours: 'จันทร์–ศุกร์ 9:00–18:00 น.',
    partner: 'พาร์ทเนอร์ศูนย์ทดสอบในกรุงเทพฯ',
    help: 'ช่วยเหลือ',
    rights: 'เครื่องหมายการค้าและสิทธิบัตรการออกแบบจดทะเบียนแล้ว สงวนลิขสิทธิ์',
    social: 'โซเชียลมีเดีย',
  },
});

const socials = ['Facebook', 'Instagram', 'YouTube', 'LINE'];

export function Footer() {
  const { language } = useLanguage();
  const t = footerTexts[language];
  const emailId = useId();
  const [subscribe, subscribing] = useSubscribeNewsletterMutation();
  const [email, setEmail] = useState('');
  const [askedFor, setAskedFor] = useState<string | null>(null);
  // Double opt-in: the form only asks; the confirmation mail's link subscribes (PDPA consent).
  const onSubscribe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    setAskedFor(null);
    const result = await subscribe({ email: address, language });
    if ('error' in result) return;
    setAskedFor(address);
    setEmail('');
  };
  const invalid = subscribing.isError && (subscribing.error as { status?: number }).status === 422;
  const feedback = askedFor ? t.askedFor(askedFor) : invalid ? t.invalid : subscribing.isError ? t.failed : '';
  const headingClass = 'mb-3 text-sm font-semibold uppercase tracking-wide text-slate-900 dark:text-white';
  const linkClass = 'text-sm text-slate-600 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white';
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{site.name}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{headerTexts[language].tagline}</p>
          <form onSubmit={(e) => void onSubscribe(e)} noValidate className="mt-4">
            <label htmlFor={emailId} className="text-sm font-medium">
              {t.signUp}
            </label>
            <div className="mt-2 flex gap-2">
              <input
                id={emailId}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder={t.placeholder}
                className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-950"
              />
              <Button type="submit" disabled={subscribing.isLoading}>
                {t.subscribe}
              </Button>
            </div>
            <p
              aria-live="polite"
              data-testid="newsletter-feedback"
              className={`mt-2 text-sm wrap-anywhere ${subscribing.isError ? 'text-red-700 dark:text-red-400' : 'text-brand-700 dark:text-brand-500'}`}
            >
              {feedback}
            </p>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t.fewMails}{' '}
              <Link to="/about#privacy" className="underline underline-offset-2">
                {t.privacy}
              </Link>
            </p>
          </form>
        </div>
        <nav aria-label={t.products}>
          <h2 className={headingClass}>{t.products}</h2>
          <ul className="space-y-2">
            {productLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label[language]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t.contact}</h2>
          <ul className="space-y-2 text-sm text-slate-600 dark:text-slate-300">
            <li className="flex items-center gap-2">
              <PhoneIcon size={16} />
              <a href={site.supportPhoneHref} className={linkClass}>
                {site.supportPhone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MailIcon size={16} />
              <a href={`mailto:${site.supportEmail}`} className={linkClass}>
                {site.supportEmail}
              </a>
            </li>
            <li>{t.hours}</li>
            <li>{t.partner}</li>
          </ul>
        </div>
        <nav aria-label={t.help}>
          <h2 className={headingClass}>{t.help}</h2>
          <ul className="space-y-2">
            {helpLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label[language]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            © {site.copyrightYear} {site.name}. {t.rights}
          </p>
          <ul className="flex gap-2" aria-label={t.social}>
            {socials.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="flex h-9 items-center justify-center rounded-full border border-slate-300 px-3 text-xs font-semibold text-slate-700 dark:border-slate-600 dark:text-slate-200"
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
