import { useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  apiPaths,
  SESSION_HEADER,
  type CartView,
  type CustomizationCategory,
  type CustomizationOptionView,
  type MeResponse,
  type PutterModelView,
  type ShopLanguage,
} from '@sound-putter/contracts';
import { getSessionId } from '../api/session-id';
import { Button } from '../components/ui/button';
import { UserIcon } from '../components/ui/icons';
import { SkipLink } from '../components/ui/skip-link';
import { CartButtonView } from '../features/cart/cart-button-view';
import type { ConfiguratorData } from '../features/configurator/use-configurator-data';
import { HeroView, SummaryCardView } from '../features/home/hero-view';
import { HeaderView } from '../features/layout/header-view';
import { LanguageSwitchView } from '../features/layout/language-switch-view';
import { headerTexts } from '../features/layout/nav-links';
import { ThemeToggleView } from '../features/layout/theme-toggle-view';
import { chooseLanguage } from '../lib/language';
import { initialConfiguration } from '../store/configuration-state';
import { applyTheme, readStoredTheme, type ThemeMode } from '../store/theme-storage';
import { controlKeyOf, setHandoff, type Handoff } from './handoff';
import { shellInput } from './input-during-render';
import type { ShellLinkProps } from './shell-link';

/* The home page's first screen, prerendered and hydrated without the rest of the app (README, "First render"). */

const lists = {
  grips: 'grip',
  shafts: 'shaft',
  shaftColors: 'shaft_color',
  lengths: 'length',
  logos: 'logo',
  faceMills: 'face_mill_option',
  mills: 'mill_option',
  giftBoxes: 'gift_box',
} as const satisfies Partial<Record<keyof ConfiguratorData, CustomizationCategory>>;
/** Lists whose failure the app reports (the others fail silently, spec section 8). */
const coreLists = new Set<string>(['grip', 'shaft', 'length', 'logo', 'gift_box']);

const emptyData = (): ConfiguratorData => ({
  models: [],
  grips: [],
  shafts: [],
  shaftColors: [],
  lengths: [],
  logos: [],
  faceMills: [],
  mills: [],
  giftBoxes: [],
});

const handoff: Handoff = { customizations: {} };
let container: HTMLElement | null = null;
let root: Root | null = null;
let appRequested = false;

/** The longest the app waits for a press to end before it takes over anyway. */
const PRESS_WAIT_CAP_MS = 10_000;

/** Pointers pressed on the page now (see afterPress). */
const pressed = new Set<number>();
const trackPress = (event: PointerEvent) => {
  if (event.type === 'pointerdown') pressed.add(event.pointerId);
  else pressed.delete(event.pointerId);
};
const pressEvents = ['pointerdown', 'pointerup', 'pointercancel'] as const;

/**
 * Resolves when no pointer is pressed and the click its release makes has been handled. The app replaces the first
 * screen's markup: a press that began on a first-screen button and ended on the app's copy of it would click neither
 * (the click goes to their common ancestor), and the tap that brought the app would be lost.
 */
const afterPress = (): Promise<void> =>
  new Promise((resolve) => {
    if (pressed.size === 0) return resolve();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      window.removeEventListener('click', finish, true);
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointercancel', onRelease, true);
      // After the click's own handlers, which fill in the hand-over.
      setTimeout(resolve, 0);
    };
    const onRelease = () => {
      if (pressed.size > 0) return;
      window.addEventListener('click', finish, true);
      // A release that makes no click (a drag, a scroll): the app need not wait for one.
      setTimeout(finish, 300);
    };
    window.addEventListener('pointerup', onRelease, true);
    window.addEventListener('pointercancel', onRelease, true);
    // A release the page never hears (a touch lost to the system) must not keep the app away for good.
    setTimeout(finish, PRESS_WAIT_CAP_MS);
  });

/** Loads the app and lets it take over the page; repeated calls while it loads only update what is handed over. */
const startApp = () => {
  if (appRequested || !container) return;
  appRequested = true;
  void import('./full-app').then(async ({ mountFullApp }) => {
    await afterPress();
    for (const type of pressEvents) window.removeEventListener(type, trackPress, true);
    const focused = controlKeyOf(container!, document.activeElement);
    setHandoff({ ...handoff, focus: focused });
    mountFullApp(container!, root ?? undefined);
  });
};

const getJson = async <T,>(path: string): Promise<T> => {
  const res = await fetch(path, { credentials: 'include', headers: { [SESSION_HEADER]: getSessionId() } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};

const handsOver = (event: MouseEvent<HTMLElement>) => {
  handoff.click = controlKeyOf(container!, event.currentTarget);
  startApp();
};

export interface ShellHeaderProps {
  language: ShopLanguage;
  theme: ThemeMode;
  cartCount: number;
  onChooseLanguage: (language: ShopLanguage) => void;
  onToggleTheme: () => void;
  /** Sign in and cart: the app answers them. */
  onHandOver: (event: MouseEvent<HTMLElement>) => void;
  onMenuOpenChange?: (open: boolean) => void;
}

/**
 * The header before the app: on the home page's first screen (English, hydrated), and as static markup in each
 * language that index.html's guard puts in place on any other page, so a Thai shopper's header is Thai from the
 * first paint (its buttons' presses are kept for the app, app/input-during-render.ts).
 */
export function ShellHeader({
  language,
  theme,
  cartCount,
  onChooseLanguage,
  onToggleTheme,
  onHandOver,
  onMenuOpenChange,
}: ShellHeaderProps) {
  return (
    <HeaderView
      Link={FirstScreenLink}
      pathname="/"
      hash=""
      language={language}
      onMenuOpenChange={onMenuOpenChange}
      languageSwitch={<LanguageSwitchView language={language} onChoose={onChooseLanguage} />}
      theme={<ThemeToggleView mode={theme} onToggle={onToggleTheme} language={language} />}
      actions={
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={headerTexts[language].signIn}
            data-control="sign-in"
            onClick={onHandOver}
          >
            <UserIcon />
          </Button>
          <CartButtonView count={cartCount} onClick={onHandOver} language={language} />
        </>
      }
    />
  );
}

function FirstScreenLink({ to, onClick, ...rest }: ShellLinkProps) {
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (event.altKey || rest.target) return;
        event.preventDefault();
        handoff.navigateTo = to;
        startApp();
      }}
    />
  );
}

const themeListeners = new Set<() => void>();
const subscribeTheme = (listener: () => void) => {
  themeListeners.add(listener);
  return () => themeListeners.delete(listener);
};

export function FirstScreen() {
  const theme = useSyncExternalStore<ThemeMode>(subscribeTheme, readStoredTheme, () => 'light');
  const [data, setData] = useState(emptyData);
  const [isLoading, setLoading] = useState(true);
  const [cartCount, setCartCount] = useState(0);

  useEffect(() => {
    void getJson<MeResponse>(apiPaths.auth.me).then(
      ({ user }) => (user ? startApp() : (handoff.signedOut = true)),
      startApp,
    );
    void getJson<CartView>(apiPaths.cart.root).then((cart) => {
      handoff.cart = cart;
      setCartCount(cart.count);
    }, startApp);
    const models = getJson<PutterModelView[]>(apiPaths.catalog.models).then((list) => (handoff.models = list));
    const options = Object.entries(lists).map(([key, category]) =>
      getJson<CustomizationOptionView[]>(apiPaths.catalog.customizations(category)).then(
        (list) => {
          handoff.customizations![category] = list;
          return [key, list] as const;
        },
        (error: unknown) => {
          if (coreLists.has(category)) throw error;
          return [key, [] as CustomizationOptionView[]] as const;
        },
      ),
    );
    void Promise.all([models, ...options]).then(([modelList, ...optionLists]) => {
      setData({ ...emptyData(), models: modelList, ...Object.fromEntries(optionLists) });
      setLoading(false);
    }, startApp);
  }, []);

  return (
    <>
      <SkipLink />
      <div className="flex min-h-screen flex-col">
        <ShellHeader
          language="en"
          theme={theme}
          cartCount={cartCount}
          onMenuOpenChange={(open) => (handoff.menuOpen = open)}
          onChooseLanguage={(language) => {
            chooseLanguage(language);
            // The first screen is English (main.tsx starts the app instead for a Thai shopper): ไทย hands over.
            if (language !== 'en') startApp();
          }}
          onToggleTheme={() => {
            applyTheme(theme === 'dark' ? 'light' : 'dark');
            themeListeners.forEach((listener) => listener());
          }}
          onHandOver={handsOver}
        />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <HeroView
            Link={FirstScreenLink}
            onHearSound={handsOver}
            summary={<SummaryCardView configuration={initialConfiguration()} data={data} isLoading={isLoading} />}
          />
        </main>
        {/* Below the first screen: when this is in view on arrival, the rest of the page is needed now. */}
        <div data-first-screen-end="" aria-hidden="true" className="h-px" />
      </div>
    </>
  );
}

const inputs = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'] as const;

/** Hydrates the prerendered first screen; the app follows at the first input. */
export function startFirstScreen(target: HTMLElement): void {
  container = target;
  // Before the input listeners below, so a press is counted before it starts the app.
  for (const type of pressEvents) window.addEventListener(type, trackPress, { capture: true, passive: true });
  const onInput = () => {
    for (const type of inputs) window.removeEventListener(type, onInput, true);
    startApp();
  };
  for (const type of inputs) window.addEventListener(type, onInput, { capture: true, passive: true });
  const end = target.querySelector('[data-first-screen-end]');
  if (end && typeof IntersectionObserver !== 'undefined') {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      if (entries.some((e) => e.isIntersecting)) startApp();
    });
    observer.observe(end);
  }
  root = hydrateRoot(target, <FirstScreen />);
  // A button pressed before this code ran (index.html's guard kept it): the app comes now and presses it again.
  // Otherwise the guard stops here: from now on the first screen answers its buttons itself.
  const shell = shellInput();
  if (shell?.click) startApp();
  else if (shell?.onClick) document.removeEventListener('click', shell.onClick, true);
}
