import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { shopLanguages, type ShopLanguage } from '@sound-putter/contracts';
import { PageSkeleton } from '../components/ui/skeleton';
import { CheckoutFrame, EmptyCart } from '../features/checkout/checkout-page';
import { HowToOrderPage } from '../features/how-to-order/how-to-order-page';
import { OrderLoading, OrderPageFrame } from '../features/orders/order-detail-page';
import { FirstScreen, ShellHeader } from './first-screen';

export { shellLanguageExpression } from './shell-language';
export { SESSION_HEADER } from '@sound-putter/contracts';

/**
 * The home page's first screen (header and hero) as static HTML, written into index.html at build time. The browser
 * paints it before any script has arrived; the first-screen chunk then hydrates the same markup. Other paths drop
 * it before painting (see renderPageSkeleton). Only synchronous parts belong here: nothing lazy, nothing that suspends.
 */
export const renderHomeShell = (): string => renderToString(<FirstScreen />);

const nothing = () => undefined;

/**
 * The header in Thai as static HTML: index.html's guard puts it in place of the English one for a Thai shopper. Its
 * buttons do nothing themselves; the guard keeps the first press for the app, which presses it again.
 */
export const renderThaiHeader = (): string =>
  renderToStaticMarkup(
    <ShellHeader
      language="th"
      theme="light"
      cartCount={0}
      onChooseLanguage={nothing}
      onToggleTheme={nothing}
      onHandOver={nothing}
    />,
  );

/**
 * What any other path shows in place of the hero until its page has loaded: the same header with a page skeleton,
 * so the shell appears at once instead of a blank page.
 */
export const renderPageSkeleton = (): string => renderToStaticMarkup(<PageSkeleton />);

type Pages = Record<string, () => React.JSX.Element>;

/** The pages whose first screen needs no data, by path: what their `main` shows before their code has run. */
const staticPages: Pages = {
  '/how-to-order': () => <HowToOrderPage />,
};

/**
 * The pages whose first screen is known for a browser that has never used the shop (no cart key stored): the
 * checkout, whose cart is then empty.
 */
const newVisitorPages: Pages = {
  '/checkout': () => (
    <CheckoutFrame>
      <EmptyCart />
    </CheckoutFrame>
  ),
};

/** In the order page's first screen, what the guard replaces with the short id of the order in the address. */
export const ORDER_SHELL_SHORT_ID = 'SENTINEL';
const orderShellId = `shell-order-${ORDER_SHELL_SHORT_ID.toLowerCase()}`;

type Shells = Record<string, Record<ShopLanguage, string>>;

const renderInLanguages = (path: string, Page: () => React.JSX.Element): Record<ShopLanguage, string> =>
  Object.fromEntries(
    shopLanguages.map((language) => [
      language,
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[`${path}?lang=${language}`]}>
          <Page />
        </MemoryRouter>,
      ),
    ]),
  ) as Record<ShopLanguage, string>;

const renderShells = (pages: Pages): Shells =>
  Object.fromEntries(Object.entries(pages).map(([path, Page]) => [path, renderInLanguages(path, Page)]));

/**
 * Those pages' first screens in each language, as static HTML (their lazy parts show their fallbacks). The guard in
 * index.html puts the one for the path and the shopper's language in place of the page skeleton, so the page's own
 * words are on the first paint instead of after its code has loaded; the app then renders the same markup over it.
 */
export const renderPageShells = (): {
  always: Shells;
  newVisitor: Shells;
  order: Record<ShopLanguage, string>;
} => ({
  always: renderShells(staticPages),
  newVisitor: renderShells(newVisitorPages),
  // An order's page: its heading, whose number is the address's, and the body loading.
  order: renderInLanguages(`/orders/${orderShellId}`, () => (
    <OrderPageFrame orderId={orderShellId}>
      <OrderLoading />
    </OrderPageFrame>
  )),
});
