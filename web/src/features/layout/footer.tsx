import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSubscribeNewsletterMutation } from '../../api/newsletter.api';
import { mailLanguage } from '../../lib/mail-language';
import { Button } from '../../components/ui/button';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { site } from '../../lib/site';

const productLinks = [
  { to: '/how-to-order?model=melody-c', label: 'Melody C · Deep & Resonant' },
  { to: '/how-to-order?model=melody-d', label: 'Melody D · Bright & Dynamic' },
  { to: '/how-to-order', label: 'Configure Your Putter' },
  { to: '/sound-preview', label: 'Sound Preview Center' },
];

const helpLinks = [
  { to: '/help#faq', label: 'FAQ' },
  { to: '/help#shipping', label: 'Shipping' },
  { to: '/help#returns', label: 'Returns & Warranty' },
  { to: '/about#care', label: 'Care Guide' },
];

const legalLinks = [
  { to: '/about#privacy', label: 'Privacy Policy' },
  { to: '/about#terms', label: 'Terms of Service' },
  { to: '/about#cookies', label: 'Cookie Policy' },
];

const socials = ['Facebook', 'Instagram', 'YouTube', 'LINE'];

export function Footer() {
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
    const result = await subscribe({ email: address, language: mailLanguage() });
    if ('error' in result) return;
    setAskedFor(address);
    setEmail('');
  };
  const invalid = subscribing.isError && (subscribing.error as { status?: number }).status === 422;
  const feedback = askedFor
    ? `Almost done: we sent a confirmation link to ${askedFor}. Open it to subscribe; nothing is sent until you do.`
    : invalid
      ? 'Please enter a valid e-mail address.'
      : subscribing.isError
        ? 'That did not work. Please try again.'
        : '';
  const headingClass = 'mb-3 text-sm font-semibold uppercase tracking-wide text-slate-900 dark:text-white';
  const linkClass = 'text-sm text-slate-600 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white';
  return (
    // Room at the bottom for the floating cart button (lg and up), so it never sits on a footer link.
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 lg:pb-20 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{site.name}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{site.tagline}</p>
          <form onSubmit={(e) => void onSubscribe(e)} noValidate className="mt-4">
            <label htmlFor={emailId} className="text-sm font-medium">
              Get sound news and new models first
            </label>
            <div className="mt-2 flex gap-2">
              <input
                id={emailId}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="Your e-mail"
                className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-950"
              />
              <Button type="submit" disabled={subscribing.isLoading}>
                Subscribe
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
              A few mails a year; unsubscribe from any of them.{' '}
              <Link to="/about#privacy" className="underline underline-offset-2">
                Privacy Policy
              </Link>
            </p>
          </form>
        </div>
        <nav aria-label="Products">
          <h2 className={headingClass}>Products</h2>
          <ul className="space-y-2">
            {productLinks.map((l) => (
              <li key={l.label}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Contact</h2>
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
            <li>{site.supportHours}</li>
            <li>Performance centre partner in Bangkok</li>
          </ul>
        </div>
        <nav aria-label="Help">
          <h2 className={headingClass}>Help</h2>
          <ul className="space-y-2">
            {[...helpLinks, ...legalLinks].map((l) => (
              <li key={l.label}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            © {site.copyrightYear} {site.name}. Registered trademark and design patents. All rights reserved.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
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
