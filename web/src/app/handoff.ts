import type {
  CartView,
  CustomizationCategory,
  CustomizationOptionView,
  PutterModelView,
} from '@sound-putter/contracts';

/**
 * What the prerendered first screen hands to the app when it takes over: the lists it already fetched (so the app
 * shows them at once instead of asking again), whether the phone menu was open, where the shopper was headed
 * (a link), and which control was clicked or focused, to be clicked or focused again in the app's own markup.
 */
export interface Handoff {
  models?: PutterModelView[];
  customizations?: Partial<Record<CustomizationCategory, CustomizationOptionView[]>>;
  cart?: CartView;
  /** Signed out; a signed-in shopper's first screen hands over at once. */
  signedOut?: boolean;
  menuOpen?: boolean;
  navigateTo?: string;
  click?: ControlKey;
  focus?: ControlKey;
}

/** A control found again in the app's markup: its signature and which of the controls with that signature it was. */
export interface ControlKey {
  signature: string;
  index: number;
}

let pending: Handoff = {};

export const setHandoff = (handoff: Handoff): void => {
  pending = handoff;
};

export const takeHandoff = (): Handoff => {
  const taken = pending;
  pending = {};
  return taken;
};

/** The header asks once whether the phone menu was open on the first screen. */
export const takeMenuOpen = (): boolean => {
  const open = pending.menuOpen ?? false;
  pending = { ...pending, menuOpen: false };
  return open;
};

const controlSelector = 'a[href], button';
/**
 * A control's tag, link, label and text; the header's buttons whose label follows a state (theme, cart count, menu,
 * signed in) carry a stable `data-control` name instead, as the prerendered header cannot know that state.
 */
const signatureOf = (el: Element): string => {
  const named = el.getAttribute('data-control');
  if (named) return `control|${named}`;
  return `${el.tagName}|${el.getAttribute('href') ?? ''}|${el.getAttribute('aria-label') ?? ''}|${(el.textContent ?? '').trim()}`;
};

export const controlKeyOf = (container: Element, target: Element | null): ControlKey | undefined => {
  const control = target?.closest(controlSelector);
  if (!control || !container.contains(control)) return undefined;
  const signature = signatureOf(control);
  const same = [...container.querySelectorAll(controlSelector)].filter((el) => signatureOf(el) === signature);
  return { signature, index: same.indexOf(control) };
};

export const findControl = (container: Element, key: ControlKey): HTMLElement | undefined =>
  [...container.querySelectorAll<HTMLElement>(controlSelector)].filter((el) => signatureOf(el) === key.signature)[
    key.index
  ];

/**
 * The address a kept click on a plain link was going to (its signature carries it), for when that link is not in the
 * app's markup to be clicked again: the same address is then opened through the router.
 */
export const linkTargetOf = (key: ControlKey): string | undefined => {
  const [tag, href] = key.signature.split('|');
  return tag === 'A' && href ? href : undefined;
};
