import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useTexts } from '../../lib/use-language';
import { defineTexts } from '@sound-putter/contracts';

const texts = defineTexts({
  en: {
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist or has been moved.',
    home: 'Back to Home',
  },
  th: {
    title: 'ไม่พบหน้านี้',
    text: 'หน้าที่คุณกำลังมองหาไม่มีอยู่หรือถูกย้ายไปแล้ว',
    home: 'กลับหน้าแรก',
  },
});

export function NotFoundPage() {
  const t = useTexts(texts);
  return (
    <div className="flex justify-center px-4 py-24">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 p-8 text-center shadow-sm dark:border-slate-800">
        <p className="text-5xl font-bold text-brand-700 dark:text-brand-500">404</p>
        <h1 className="mt-2 text-2xl font-bold">{t.title}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t.text}</p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t.home}
        </Link>
      </div>
    </div>
  );
}
