import { Link } from 'react-router';
import { ProductPicture } from '../../components/putter/product-picture';
import { aboutRenders } from '../../components/putter/product-renders';
import { buttonClasses } from '../../components/ui/button';
import { site } from '../../lib/site';
import { useLanguage } from '../../lib/use-language';

const specifications: Array<[string, string]> = [
  ['Shaft', 'Center shaft'],
  ['Head weight', '365 g'],
  ['Loft', '3°'],
  ['Lie', '70.5°'],
  ['Sound level', '100.3 dB at 15 feet (competitor: 95 dB)'],
  ['Resonance', '4.5 s (competitor: 2.5 s)'],
];

const benefits = [
  { title: 'Mental game', text: 'A sound you trust calms the stroke and builds confidence over every putt.' },
  {
    title: 'Universal left/right design',
    text: 'Every model is made for left- and right-handed golfers at no extra cost.',
  },
  { title: 'Loud sound for long putts', text: 'A clear, loud strike tells you how hard you hit the lag putts.' },
  { title: 'Soft sound for short putts', text: 'A soft, controlled tone on the short ones keeps the touch delicate.' },
];

const sectionClass = 'scroll-mt-20 space-y-3';
const headingClass = 'text-2xl font-bold tracking-tight';
const textClass = 'text-slate-700 dark:text-slate-300';

export function AboutPage() {
  // The pictures' descriptions follow the page's language; the page's own words are English still (issue 34).
  const { language } = useLanguage();
  return (
    <div className="mx-auto max-w-4xl space-y-14 px-4 py-12">
      <header className="space-y-3">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-500">About us</p>
        <h1 className="text-4xl font-extrabold tracking-tight">{site.name}</h1>
        <p className="text-xl text-slate-700 dark:text-slate-300">{site.tagline}</p>
        <p className={textClass}>
          The 100 DB custom sound putter brand, with a registered trademark and design patents, and a partner
          performance centre in Bangkok where you can hear every model before you buy.
        </p>
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
          Our story
        </h2>
        <p className={textClass}>
          Great putters are felt, and they are heard. We started with one question: what if a golfer could choose the
          sound of their putter the way they choose its grip? Years of tuning putter heads later, we craft two sound
          signatures, the Deep and Resonant and the Bright and Dynamic, each made to order within 24 hours of your order
          confirmation and shipped free.
        </p>
      </section>

      <section className={sectionClass} aria-labelledby="specifications">
        <h2 id="specifications" className={headingClass}>
          Technical specifications
        </h2>
        <dl className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {specifications.map(([label, value]) => (
            <div key={label} className="grid grid-cols-2 gap-4 px-4 py-3">
              <dt className="font-medium">{label}</dt>
              <dd className={textClass}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={sectionClass} aria-labelledby="innovation">
        <h2 id="innovation" className={headingClass}>
          Innovation and design
        </h2>
        <div className="grid items-center gap-6 md:grid-cols-2">
          <p className={textClass}>
            The head is tuned like an instrument: its cavity and face mill shape how the strike rings. The result is a
            sound level of 100.3 dB at 15 feet against 95 dB for a competitor, and 4.5 seconds of resonance against 2.5.
            The center-shafted design balances the head for a pure, square stroke.
          </p>
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
          Benefits
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {benefits.map((b) => (
            <li key={b.title} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <p className="font-semibold">{b.title}</p>
              <p className={`mt-1 text-sm ${textClass}`}>{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={sectionClass} aria-labelledby="future">
        <h2 id="future" className={headingClass}>
          Future development
        </h2>
        <ul className={`list-disc space-y-1 pl-6 ${textClass}`}>
          <li>Model 002: a neck design.</li>
          <li>Model 003: a mallet.</li>
          <li>A musical-note selection, so your putter plays your note: 3 of 8 notes are done.</li>
        </ul>
      </section>

      <section id="care" className={sectionClass} aria-labelledby="care-title">
        <h2 id="care-title" className={headingClass}>
          Care guide
        </h2>
        <p className={textClass}>
          Wipe the head dry after every round, keep the head cover on in the bag, and clean the face milling with a soft
          brush so it keeps its sound.
        </p>
      </section>

      <section className={sectionClass} aria-labelledby="policies">
        <h2 id="policies" className={headingClass}>
          Policies
        </h2>
        <p id="privacy" className={`scroll-mt-20 ${textClass}`}>
          <strong>Privacy.</strong> We use your details only to craft, ship and support your order.
        </p>
        <p id="terms" className={`scroll-mt-20 ${textClass}`}>
          <strong>Terms.</strong> Prices are in Thai baht and include free shipping. Custom putters are made to order.
        </p>
        <p id="cookies" className={`scroll-mt-20 ${textClass}`}>
          <strong>Cookies.</strong> We keep only what the shop needs: your cart session, your sign-in and your theme.
        </p>
      </section>

      <div className="text-center">
        <Link to="/how-to-order" className={buttonClasses('primary', 'lg')}>
          Configure Your Putter
        </Link>
      </div>
    </div>
  );
}
