import { apiPaths, type CustomizationCategory } from '@sound-putter/contracts';
import { fetchEarly } from '../api/early-fetch';
import type { PageReadEndpoint } from './page-data';
import { routeModules } from './route-modules';

/* A page's code and first reads start beside the app's code, not after it (README, "First render"). */

/** One of a page's first reads: the API endpoint the app reads it through, its argument and the URL it asks. */
export interface PageRead {
  endpoint: PageReadEndpoint;
  arg?: string;
  path: string;
}

const read = (endpoint: PageReadEndpoint, path: string, arg?: string): PageRead => ({ endpoint, path, arg });

const configuratorLists: CustomizationCategory[] = [
  'grip',
  'shaft',
  'length',
  'logo',
  'gift_box',
  'shaft_color',
  'face_mill_option',
  'mill_option',
];

interface PageStart {
  path: RegExp;
  load?: () => Promise<unknown>;
  /** What the page reads as it renders (from the path's captured parts). */
  reads?: (...params: string[]) => PageRead[];
}

const decode = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** As the router matches: case-insensitive, an optional trailing slash. */
const pages: PageStart[] = [
  { path: /^\/about\/?$/i, load: routeModules.about },
  { path: /^\/help\/?$/i, load: routeModules.help },
  {
    path: /^\/how-to-order\/?$/i,
    load: routeModules.howToOrder,
    reads: () => [
      read('getPutterModels', apiPaths.catalog.models),
      ...configuratorLists.map((list) => read('getCustomizations', apiPaths.catalog.customizations(list), list)),
    ],
  },
  { path: /^\/sound-preview\/?$/i, load: routeModules.soundPreview },
  { path: /^\/workshop\/?$/i, load: routeModules.workshop },
  { path: /^\/workshop\/handover\/?$/i, load: routeModules.pickupHandover },
  { path: /^\/admin\/?$/i, load: routeModules.admin },
  { path: /^\/checkout\/?$/i, load: routeModules.checkout },
  { path: /^\/checkout\/success\/?$/i, load: routeModules.checkoutSuccess },
  { path: /^\/orders\/?$/i, load: routeModules.orders },
  // Before the order page's pattern, which `lookup` would match as an id.
  { path: /^\/orders\/lookup\/?$/i, load: routeModules.orderLookup },
  { path: /^\/newsletter\/confirm\/?$/i, load: routeModules.newsletterConfirm },
  { path: /^\/newsletter\/unsubscribe\/?$/i, load: routeModules.newsletterUnsubscribe },
  {
    path: /^\/orders\/([^/]+)\/?$/i,
    load: routeModules.orderDetail,
    reads: (part) => {
      const id = decode(part);
      return [
        read('getOrder', apiPaths.orders.byId(id), id),
        read('getOrderTracking', apiPaths.orders.tracking(id), id),
      ];
    },
  },
  { path: /^\/login\/?$/i, load: routeModules.login },
];

/** What the whole app reads on every page: the header's sign-in state and cart count. */
const everyPage = [read('getMe', apiPaths.auth.me), read('getCart', apiPaths.cart.root)];

/** The page's module and first reads for a path (no module for a path the router has no page for). */
export const pageStartFor = (pathname: string): { load?: () => Promise<unknown>; reads: PageRead[] } => {
  for (const page of pages) {
    const match = page.path.exec(pathname);
    if (match) return { load: page.load, reads: [...everyPage, ...(page.reads?.(...match.slice(1)) ?? [])] };
  }
  return { reads: everyPage };
};

/** Starts loading the page's code and its first requests; the app takes them when it starts. */
export const startPage = (pathname: string): void => {
  const { load, reads } = pageStartFor(pathname);
  // A failed load is the router's to show (it loads the module again and reports the failure).
  void load?.().catch(() => undefined);
  for (const { path } of reads) fetchEarly(path);
};
