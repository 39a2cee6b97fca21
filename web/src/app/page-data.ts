import type { CustomizationCategory } from '@sound-putter/contracts';
import { authApi } from '../api/auth.api';
import { cartApi } from '../api/cart.api';
import { catalogApi } from '../api/catalog.api';
import { ordersApi } from '../api/orders.api';
import type { AppStore } from '../store';
import { pageStartFor, type PageRead } from './page-start';

/* The page's first reads go into the store before the app's first render (README, "First render"). */

const noSubscription = { subscribe: false } as const;

/** How the app reads each of them (`subscribe: false`: the page's own hooks hold the data once they render). */
const endpoints = {
  getMe: (store: AppStore) => store.dispatch(authApi.endpoints.getMe.initiate(undefined, noSubscription)),
  getCart: (store: AppStore) => store.dispatch(cartApi.endpoints.getCart.initiate(undefined, noSubscription)),
  getPutterModels: (store: AppStore) =>
    store.dispatch(catalogApi.endpoints.getPutterModels.initiate(undefined, noSubscription)),
  getCustomizations: (store: AppStore, arg?: string) =>
    store.dispatch(catalogApi.endpoints.getCustomizations.initiate(arg as CustomizationCategory, noSubscription)),
  getOrder: (store: AppStore, arg?: string) =>
    store.dispatch(ordersApi.endpoints.getOrder.initiate(arg ?? '', noSubscription)),
  getOrderTracking: (store: AppStore, arg?: string) =>
    store.dispatch(ordersApi.endpoints.getOrderTracking.initiate(arg ?? '', noSubscription)),
} satisfies Record<string, (store: AppStore, arg?: string) => PromiseLike<unknown>>;

export type PageReadEndpoint = keyof typeof endpoints;

/** The longest the first render waits for the page's data: past it, the page renders and shows its skeleton. */
export const PAGE_DATA_WAIT_MS = 1000;

/** Starts one read in the store; settles when its answer is there. */
export const readIntoStore = (store: AppStore, { endpoint, arg }: PageRead): Promise<unknown> =>
  Promise.resolve(endpoints[endpoint](store, arg));

/** Reads the page's data into the store; settles when all of it is there, or after PAGE_DATA_WAIT_MS. */
export const readPageData = (store: AppStore, pathname: string): Promise<void> => {
  const reads = pageStartFor(pathname).reads.map((read) => readIntoStore(store, read));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, PAGE_DATA_WAIT_MS)));
  return Promise.race([Promise.allSettled(reads).then(() => undefined), waited]).finally(() => clearTimeout(timer));
};
