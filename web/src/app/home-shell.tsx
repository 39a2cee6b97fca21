import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { shopLanguages, type ShopLanguage } from '@sound-putter/contracts';
import { PageSkeleton } from '../components/ui/skeleton';
import { HowToOrderPage } from '../features/how-to-order/how-to-order-page';
import { FirstScreen } from './first-screen';

export { shellLanguageExpression } from './shell-language';

/**
 * The home page's first screen (header and hero) as static HTML, written into index.html at build time. The browser
 * paints it before any script has arrived; the first-screen chunk then hydrates the same markup. Other paths drop
 * it before painting (see renderPageSkeleton). Only synchronous parts belong here: nothing lazy, nothing that suspends.
 */
export const renderHomeShell = (): string => renderToString(<FirstScreen />);

/**
 * What any other path shows in place of the hero until its page has loaded: the same header with a page skeleton,
 * so the shell appears at once instead of a blank page.
 */
export const renderPageSkeleton = (): string => renderToStaticMarkup(<PageSkeleton />);

/** The pages whose first screen needs no data, by path: what their `main` shows before their code has run. */
const staticPages: Record<string, () => React.JSX.Element> = {
  '/how-to-order': () => <HowToOrderPage />,
};

/**
 * Those pages' first screens in each language, as static HTML (their lazy parts show their fallbacks). The guard in
 * index.html puts the one for the path and the shopper's language in place of the page skeleton, so the page's own
 * words are on the first paint instead of after its code has loaded; the app then renders the same markup over it.
 */
export const renderPageShells = (): Record<string, Record<ShopLanguage, string>> =>
  Object.fromEntries(
    Object.entries(staticPages).map(([path, Page]) => [
      path,
      Object.fromEntries(
        shopLanguages.map((language) => [
          language,
          renderToStaticMarkup(
            <MemoryRouter initialEntries={[`${path}?lang=${language}`]}>
              <Page />
            </MemoryRouter>,
          ),
        ]),
      ) as Record<ShopLanguage, string>,
    ]),
  );
