import { Link } from 'react-router';
import { ProductPicture } from '../../components/putter/product-picture';
import { aboutRenders } from '../../components/putter/product-renders';
import { buttonClasses } from '../../components/ui/button';
import { site } from '../../lib/site';
import { useLanguage } from '../../lib/use-language';
import { headerTexts } from '../layout/nav-links';
import { aboutTexts } from './about-texts';

const sectionClass = 'scroll-mt-20 space-y-3';
const headingClass = 'text-2xl font-bold tracking-tight';
const textClass = 'text-slate-700 dark:text-slate-300';

export function AboutPage() {
  // The page's words and the pictures' descriptions follow the page's language (issue 34).
  const { language } = useLanguage();
  const t = aboutTexts[language];
  return (
    <div className="mx-auto max-w-4xl space-y-14 px-4 py-12">
      <header className="space-y-3">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-500">{t.kicker}</p>
        <h1 className="text-4xl font-extrabold tracking-tight">{site.name}</h1>
        <p className="text-xl text-slate-700 dark:text-slate-300">{headerTexts[language].tagline}</p>
        <p className={textClass}>{t.intro}</p>
        <ProductPicture
          picture={aboutRenders.pair}
          language={language}
          eager
          className="mt-6 aspect-video"
          data-render="about-pair"
        />
      </header>

      <section className={sectionClass} aria-labelledby="story">
        <h2 id="story" className={headingClass}>
          {t.storyTitle}
        </h2>
        <p className={textClass}>{t.story}</p>
      </section>

      <section className={sectionClass} aria-labelledby="specifications">
        <h2 id="specifications" className={headingClass}>
          {t.specificationsTitle}
        </h2>
        <dl className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {t.specifications.map(([label, value]) => (
            <div key={label} className="grid grid-cols-2 gap-4 px-4 py-3">
              <dt className="font-medium">{label}</dt>
              <dd className={textClass}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={sectionClass} aria-labelledby="innovation">
        <h2 id="innovation" className={headingClass}>
          {t.innovationTitle}
        </h2>
        <div className="grid items-center gap-6 md:grid-cols-2">
          <p className={textClass}>{t.innovation}</p>
          <ProductPicture
            picture={aboutRenders.face}
            language={language}
            className="aspect-[4/3]"
            data-render="face-detail"
          />
        </div>
      </section>

      <section id="benefits" className={sectionClass} aria-labelledby="benefits-title">
        <h2 id="benefits-title" className={headingClass}>
          {t.benefitsTitle}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {t.benefits.map((b) => (
            <li key={b.title} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <p className="font-semibold">{b.title}</p>
              <p className={`mt-1 text-sm ${textClass}`}>{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={sectionClass} aria-labelledby="future">
        <h2 id="future" className={headingClass}>
          {t.futureTitle}
        </h2>
        <ul className={`list-disc space-y-1 pl-6 ${textClass}`}>
          {t.future.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section id="care" className={sectionClass} aria-labelledby="care-title">
        <h2 id="care-title" className={headingClass}>
          {t.careTitle}
        </h2>
        <p className={textClass}>{t.care}</p>
      </section>

      <section className={sectionClass} aria-labelledby="policies">
        <h2 id="policies" className={headingClass}>
          {t.policiesTitle}
        </h2>
        {t.policies.map(({ id, title, text }) => (
          <p key={id} id={id} className={`scroll-mt-20 ${textClass}`}>
            <strong>{title}</strong> {text}
          </p>
        ))}
      </section>

      <div className="text-center">
        <Link to="/how-to-order" className={buttonClasses('primary', 'lg')}>
          {t.configure}
        </Link>
      </div>
    </div>
  );
}
