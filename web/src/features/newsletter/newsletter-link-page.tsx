import { useEffect, useRef } from 'react';
import { defineTexts } from '@sound-putter/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ApiError } from '../../api/api-error';
import { useConfirmNewsletterMutation, useUnsubscribeNewsletterMutation } from '../../api/newsletter.api';
import { buttonClasses } from '../../components/ui/button';
import { linkTokenOf } from '../../lib/link-token';
import { useTexts } from '../../lib/use-language';

interface Notice {
  title: string;
  text: string;
}

/** The page's words; a Thai mail links here with `?lang=th`, so the page speaks the mail's language. */
const texts = defineTexts({
  en: {
    confirm: {
      busy: 'Confirming your subscription…',
      done: {
        title: "You're subscribed",
        text: 'Thank you: sound news and new models will reach you first. Every mail has an unsubscribe link.',
      } as Notice,
    },
    unsubscribe: {
      busy: 'Unsubscribing…',
      done: {
        title: "You're unsubscribed",
        text: 'We will send you no more newsletter mail. Order mails still reach you.',
      } as Notice,
    },
    expired: {
      title: 'Link expired',
      text: 'This confirmation link has expired. Subscribe again from the footer to get a new one.',
    } as Notice,
    invalid: {
      title: 'Link not valid',
      text: 'This link is not valid; it may have been copied incompletely. Open it from the e-mail again.',
    } as Notice,
    failed: {
      title: 'Something went wrong',
      text: 'The link could not be opened just now. Please try again.',
    } as Notice,
    back: 'Back to the shop',
  },
  th: {
    confirm: {
      busy: 'กำลังยืนยันการรับจดหมายข่าว…',
      done: {
        title: 'สมัครรับจดหมายข่าวแล้ว',
        text: 'ขอบคุณ คุณจะได้รับข่าวสารและรุ่นใหม่ก่อนใคร ทุกฉบับมีลิงก์ยกเลิกการรับอีเมล',
      },
    },
    unsubscribe: {
      busy: 'กำลังยกเลิกการรับจดหมายข่าว…',
      done: {
        title: 'ยกเลิกการรับจดหมายข่าวแล้ว',
        text: 'เราจะไม่ส่งจดหมายข่าวถึงคุณอีก อีเมลเกี่ยวกับคำสั่งซื้อยังส่งถึงคุณตามปกติ',
      },
    },
    expired: {
      title: 'ลิงก์หมดอายุ',
      text: 'ลิงก์ยืนยันหมดอายุแล้ว สมัครอีกครั้งที่ด้านล่างของหน้าเพื่อรับลิงก์ใหม่',
    },
    invalid: {
      title: 'ลิงก์ไม่ถูกต้อง',
      text: 'ลิงก์นี้ไม่ถูกต้อง อาจคัดลอกมาไม่ครบ กรุณาเปิดจากอีเมลอีกครั้ง',
    },
    failed: {
      title: 'เกิดข้อผิดพลาด',
      text: 'ไม่สามารถเปิดลิงก์ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
    },
    back: 'กลับไปที่ร้าน',
  },
});

function Message({ notice, back, alert }: { notice: Notice; back: string; alert?: boolean }) {
  return (
    <div
      role={alert ? 'alert' : 'status'}
      data-testid="newsletter-result"
      className="rounded-xl border border-slate-200 p-6 dark:border-slate-800"
    >
      <h1 className="text-2xl font-bold">{notice.title}</h1>
      <p className="mt-3">{notice.text}</p>
      <Link to="/" className={buttonClasses('outline', 'md', 'mt-5')}>
        {back}
      </Link>
    </div>
  );
}

/** A newsletter mail's link: confirms the subscription (double opt-in) or unsubscribes, once read from `#token=`. */
export function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const t = useTexts(texts);
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
    // The token leaves the address bar; `?lang=` stays, so the page keeps the mail's language.
    void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [action, confirm, unsubscribe, navigate, location.pathname, location.search]);

  let content;
  if (!token.current) content = <Message alert notice={t.invalid} back={t.back} />;
  else if (state.isError) {
    const code = (state.error as ApiError).code;
    const notice =
      code === 'newsletter_link_expired'
        ? t.expired
        : code === 'newsletter_link_invalid' || code === 'validation_failed'
          ? t.invalid
          : t.failed;
    content = <Message alert notice={notice} back={t.back} />;
  } else if (state.isSuccess) content = <Message notice={t[action].done} back={t.back} />;
  else content = <p role="status">{t[action].busy}</p>;
  return <div className="mx-auto max-w-2xl px-4 py-12">{content}</div>;
}
