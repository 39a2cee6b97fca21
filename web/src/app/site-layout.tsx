import { lazy, Suspense, useEffect, useState } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { SkipLink } from '../components/ui/skip-link';
import { CartDialogProvider, useCartDialog } from '../features/cart/cart-context';
import { FloatingCartButton } from '../features/cart/floating-cart-button';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { DocumentLanguage, useLanguage } from '../lib/use-language';
import { PageMain } from './page-main';

const CartDialogs = lazy(() => import('../features/cart/cart-dialog').then((m) => ({ default: m.CartDialogs })));

/** The cart dialog's code is fetched the first time the cart is opened. */
function LazyCartDialogs() {
  const { cartOpen, confirmation } = useCartDialog();
  const [used, setUsed] = useState(false);
  if (!used && (cartOpen || confirmation)) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <CartDialogs />
    </Suspense>
  ) : null;
}

/** Hash links (/#products) also work after a lazily loaded section has rendered. */
function HashScroll() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let tries = 0;
    const timer = setInterval(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target || ++tries > 20) {
        clearInterval(timer);
        target?.scrollIntoView({ block: 'start' });
      }
    }, 50);
    return () => clearInterval(timer);
  }, [hash, pathname]);
  return null;
}

export function SiteLayout() {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  return (
    <CartDialogProvider>
      <SkipLink language={language} />
      <div className="flex min-h-screen flex-col">
        <Header />
        {/* At least a screen tall, so the footer starts below the fold: while a page's code and data arrive its height
            changes, and a footer in view would jump with it (layout shift). */}
        <PageMain className="min-h-svh flex-1" />
        <Footer />
      </div>
      <DocumentLanguage />
      {/* The back office is a staff screen and the checkout pays for the cart: a floating cart would cover them. */}
      {pathname.startsWith('/admin') || pathname.startsWith('/checkout') ? null : <FloatingCartButton />}
      <LazyCartDialogs />
      <ScrollRestoration />
      <HashScroll />
    </CartDialogProvider>
  );
}
