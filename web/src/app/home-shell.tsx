import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { CartDialogProvider } from '../features/cart/cart-context';
import { Header } from '../features/layout/header';
import { Hero } from '../features/home/hero';
import { setupStore } from '../store';

/**
 * The home page's first screen (header and hero) as static HTML, written into index.html at build time. The browser
 * paints it before any script has arrived; the app then renders over it with the same markup. Other paths drop it
 * before painting. Only synchronous parts belong here: nothing lazy, nothing that suspends.
 */
export const renderHomeShell = (): string =>
  renderToString(
    <Provider store={setupStore()}>
      <StaticRouter location="/">
        <CartDialogProvider>
          <div className="flex min-h-screen flex-col">
            <Header />
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              <Hero />
            </main>
          </div>
        </CartDialogProvider>
      </StaticRouter>
    </Provider>,
  );
