import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { authApi } from '../api/auth.api';
import { cartApi } from '../api/cart.api';
import { catalogApi } from '../api/catalog.api';
import { setupStore, type AppStore } from '../store';
import { findControl, linkTargetOf, setHandoff, takeHandoff, type ControlKey, type Handoff } from './handoff';
import { keepInputDuringRender } from './input-during-render';
import { readPageData } from './page-data';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** The lists the first screen already fetched go into the API cache, so the app shows them without asking again. */
const seed = (store: AppStore, handoff: Handoff) => {
  if (handoff.models) store.dispatch(catalogApi.util.upsertQueryData('getPutterModels', undefined, handoff.models));
  for (const [category, list] of Object.entries(handoff.customizations ?? {})) {
    store.dispatch(
      catalogApi.util.upsertQueryData('getCustomizations', category as keyof typeof handoff.customizations, list),
    );
  }
  if (handoff.cart) store.dispatch(cartApi.util.upsertQueryData('getCart', undefined, handoff.cart));
  if (handoff.signedOut) store.dispatch(authApi.util.upsertQueryData('getMe', undefined, null));
};

let replayed = false;

/** How long a kept click waits for its control: the page's own code may still be loading after the first render. */
const REPLAY_WAIT_MS = 5000;

/**
 * Clicks the kept control again once the app's markup has it. The first render may show the page's loading state
 * (its lazy module, its data) without the control; a link that never appears is followed through the router, so a
 * click made during the hand-over is never lost.
 */
const replayClick = (container: Element, key: ControlKey, router: AppRouter, deadline: number): void => {
  const control = findControl(container, key);
  if (control) {
    control.click();
    return;
  }
  if (Date.now() < deadline) {
    setTimeout(() => replayClick(container, key, router, deadline), 50);
    return;
  }
  const href = linkTargetOf(key);
  if (href) void router.navigate(href);
};

/** After the app's first render: go where the shopper was headed, or focus and click the control again. */
function HandoffReplay({
  handoff,
  router,
  container,
  release,
}: {
  handoff: Handoff;
  router: AppRouter;
  container: Element;
  release: () => void;
}) {
  useEffect(() => {
    release();
    if (replayed) return;
    replayed = true;
    if (handoff.navigateTo) {
      void router.navigate(handoff.navigateTo);
      return;
    }
    if (handoff.focus) findControl(container, handoff.focus)?.focus();
    if (handoff.click) replayClick(container, handoff.click, router, Date.now() + REPLAY_WAIT_MS);
  }, [handoff, router, container, release]);
  return null;
}

/** Renders the whole shop into the page: over the first screen's root when it hands over, else into a new root. */
export function mountFullApp(
  container: HTMLElement,
  root: Root = createRoot(container),
  store: AppStore = setupStore(),
): void {
  const handoff = takeHandoff();
  const release = keepInputDuringRender(container, handoff);
  // The header takes the menu's state when it first renders.
  setHandoff({ menuOpen: handoff.menuOpen });
  seed(store, handoff);
  const router = createAppRouter();
  // As a transition, React renders in slices that leave the main thread free for input between them, and the first
  // screen stays on the page until the app's first render is complete.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider store={store}>
          <RouterProvider router={router} />
          <HandoffReplay handoff={handoff} router={router} container={container} release={release} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}

/** Any page but the home page's first screen: its first reads into the store (page-data.ts), then the app. */
export async function mountPage(container: HTMLElement): Promise<void> {
  const store = setupStore();
  await readPageData(store, window.location.pathname);
  mountFullApp(container, undefined, store);
}
