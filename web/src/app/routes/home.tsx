import { HomePage } from '../../features/home/home-page';
import { headerTexts } from '../../features/layout/nav-links';
import { site } from '../../lib/site';
import { useDocumentTitle } from '../../lib/use-language';

export default function HomeRoute() {
  useDocumentTitle(
    { en: `${site.name} · ${headerTexts.en.tagline}`, th: `${site.name} · ${headerTexts.th.tagline}` },
    { whole: true },
  );
  return <HomePage />;
}
