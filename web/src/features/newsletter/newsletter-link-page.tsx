import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ApiError } from '../../api/api-error';
import { useConfirmNewsletterMutation, useUnsubscribeNewsletterMutation } from '../../api/newsletter.api';
import { buttonClasses } from '../../components/ui/button';
import { linkTokenOf } from '../../lib/link-token';

const texts = {
  confirm: {
    busy: 'Confirming your subscription…',
    done: {
      title: "You're subscribed",
      en: 'Thank you: sound news and new models will reach you first. Every mail has an unsubscribe link.',
      th: 'ขอบคุณ คุณจะได้รับข่าวสารและรุ่นใหม่ก่อนใคร ทุกฉบับมีลิงก์ยกเลิกการรับอีเมล',
    },
  },
  unsubscribe: {
    busy: 'Unsubscribing…',
    done: {
      title: "You're unsubscribed",
      en: 'We will send you no more newsletter mail. Order mails still reach you.',
      th: 'เราจะไม่ส่งจดหมายข่าวถึงคุณอีก อีเมลเกี่ยวกับคำสั่งซื้อยังส่งถึงคุณตามปกติ',
    },
  },
  newsletter_link_expired: {
    title: 'Link expired',
    en: 'This confirmation link has expired. Subscribe again from the footer to get a new one.',
    th: 'ลิงก์ยืนยันหมดอายุแล้ว สมัครอีกครั้งที่ด้านล่างของหน้าเพื่อรับลิงก์ใหม่',
  },
  invalid: {
    title: 'Link not valid',
    en: 'This link is not valid; it may have been copied incompletely. Open it from the e-mail again.',
    th: 'ลิงก์นี้ไม่ถูกต้อง อาจคัดลอกมาไม่ครบ กรุณาเปิดจากอีเมลอีกครั้ง',
  },
  failed: {
    title: 'Something went wrong',
    en: 'The link could not be opened just now. Please try again.',
    th: 'ไม่สามารถเปิดลิงก์ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
  },
} as const;

function Message({ title, en, th, alert }: { title: string; en: string; th: string; alert?: boolean }) {
  return (
    <div
      role={alert ? 'alert' : 'status'}
      data-testid="newsletter-result"
      className="rounded-xl border border-slate-200 p-6 dark:border-slate-800"
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3">{en}</p>
      <p lang="th" className="mt-1 text-slate-700 dark:text-slate-300">
        {th}
      </p>
      <Link to="/" className={buttonClasses('outline', 'md', 'mt-5')}>
        Back to the shop
      </Link>
    </div>
  );
}

/** A newsletter mail's link: confirms the subscription (double opt-in) or unsubscribes, once read from `#token=`. */
export function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [confirm, confirming] = useConfirmNewsletterMutation();
  const [unsubscribe, unsubscribing] = useUnsubscribeNewsletterMutation();
  const state = action === 'confirm' ? confirming : unsubscribing;
  const token = useRef(linkTokenOf(location.hash));
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !token.current) return;
    asked.current = true;
    void (action === 'confirm' ? confirm : unsubscribe)({ token: token.current });
    void navigate({ pathname: location.pathname, hash: '' }, { replace: true });
  }, [action, confirm, unsubscribe, navigate, location.pathname]);

  let content;
  if (!token.current) content = <Message alert {...texts.invalid} />;
  else if (state.isError) {
    const code = (state.error as ApiError).code;
    content = (
      <Message
        alert
        {...(code === 'newsletter_link_expired'
          ? texts.newsletter_link_expired
          : code === 'newsletter_link_invalid' || code === 'validation_failed'
            ? texts.invalid
            : texts.failed)}
      />
    );
  } else if (state.isSuccess) content = <Message {...texts[action].done} />;
  else content = <p role="status">{texts[action].busy}</p>;
  return <div className="mx-auto max-w-2xl px-4 py-12">{content}</div>;
}
