import type { Static } from '@sinclair/typebox';
import type { DashboardViewSchema } from './schemas/dashboard.schema';

/** The lateness buckets of delivered orders against the 24-hour promise, earliest first. */
export const latenessBuckets = [
  'early_12h_plus',
  'early_6_12h',
  'early_0_6h',
  'late_0_1h',
  'late_1_6h',
  'late_6_24h',
  'late_24h_plus',
] as const;
export type LatenessBucket = (typeof latenessBuckets)[number];

/** Each bucket's seconds to spare, [min, max): delivered `secondsToSpare` falls in exactly one. */
export const latenessBucketBounds: Record<LatenessBucket, readonly [number, number]> = {
  early_12h_plus: [12 * 3600, Infinity],
  early_6_12h: [6 * 3600, 12 * 3600],
  early_0_6h: [0, 6 * 3600],
  late_0_1h: [-3600, 0],
  late_1_6h: [-6 * 3600, -3600],
  late_6_24h: [-24 * 3600, -6 * 3600],
  late_24h_plus: [-Infinity, -24 * 3600],
};

/** The stages timed on the dashboard: paid → crafting → shipped (or ready to collect) → delivered. */
export const dashboardStages = ['paid_to_crafting', 'crafting_to_shipped', 'shipped_to_delivered'] as const;
export type DashboardStage = (typeof dashboardStages)[number];

/** Longest range GET /api/admin/dashboard answers, in days. */
export const DASHBOARD_MAX_DAYS = 366;

/** GET /api/admin/dashboard (see DashboardViewSchema). */
export type DashboardView = Static<typeof DashboardViewSchema>;
