import type { ServiceStack } from './local-services';
import { TEST_SERVICES_KEY, testServicesLog } from './global-setup';

/** Stops whatever global-setup.ts started (nothing when the URLs were given). */
export default async function globalTeardown(): Promise<void> {
  const stack = (globalThis as Record<string, unknown>)[TEST_SERVICES_KEY] as ServiceStack | undefined;
  await stack?.stopAll(testServicesLog());
}
