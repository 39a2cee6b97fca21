import { Type } from '@sinclair/typebox';
import { customizationCategories } from '../catalog';
import { dashboardStages, latenessBuckets } from '../dashboard-figures';
import { orderChannels, orderStatuses } from '../order-status';
import { Closed, IsoTime, StringEnum } from './schema-kit';

const BangkokDay = (description = 'A day in Asia/Bangkok, YYYY-MM-DD') =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const Satang = (description: string) => Type.Integer({ description: `${description}, in satang` });
const NullableNumber = (description: string) => Type.Unsafe<number | null>({ type: ['number', 'null'], description });

export const DashboardSalesDaySchema = Closed(
  {
    day: BangkokDay(),
    channel: StringEnum(orderChannels),
    orders: Type.Integer({ description: 'Orders paid that day (remakes excluded)' }),
    salesSatang: Satang('What those orders paid'),
    refundedSatang: Satang('What was refunded of those orders so far'),
  },
  { title: 'DashboardSalesDay' },
);

const totalFields = {
  orders: Type.Integer(),
  salesSatang: Satang('Paid'),
  refundedSatang: Satang('Refunded'),
  averageOrderValueSatang: Type.Integer({ description: 'Paid ÷ orders, rounded, in satang; 0 with no order' }),
};

export const DashboardChannelTotalSchema = Closed(
  { channel: StringEnum(orderChannels), ...totalFields },
  { title: 'DashboardChannelTotal' },
);

export const DashboardModelMixSchema = Closed(
  {
    modelName: Type.String({ description: 'The model as named when the order was placed' }),
    quantity: Type.Integer(),
    salesSatang: Satang('Line totals at the price paid'),
  },
  { title: 'DashboardModelMix' },
);

export const DashboardOptionMixSchema = Closed(
  {
    category: StringEnum(customizationCategories),
    optionId: Type.String(),
    quantity: Type.Integer({ description: 'Putters ordered with this option' }),
  },
  { title: 'DashboardOptionMix' },
);

export const DashboardLatenessSchema = Closed(
  { bucket: StringEnum(latenessBuckets), orders: Type.Integer() },
  { title: 'DashboardLateness' },
);

export const DashboardStageSchema = Closed(
  {
    stage: StringEnum(dashboardStages),
    orders: Type.Integer({ description: 'Orders that went through the stage' }),
    medianSeconds: NullableNumber('The median time the stage took; null when no order went through it'),
  },
  { title: 'DashboardStage' },
);

export const DashboardAtRiskOrderSchema = Closed(
  {
    orderId: Type.String({ format: 'uuid' }),
    status: StringEnum(orderStatuses),
    channel: StringEnum(orderChannels),
    deliveryDeadline: IsoTime(),
    secondsLeft: Type.Integer({ description: 'Until the deadline; negative once it has passed' }),
  },
  { title: 'DashboardAtRiskOrder' },
);

/**
 * GET /api/admin/dashboard: sales and the 24-hour promise for the Bangkok days `from`..`to` (inclusive), computed
 * from the dashboard read model. Sales count orders paid in the range; the promise and stage figures count orders
 * confirmed in the range (remakes included: the promise holds for them too); "at risk" is now, whatever the range.
 */
export const DashboardViewSchema = Closed(
  {
    from: BangkokDay('First day of the range'),
    to: BangkokDay('Last day of the range (inclusive)'),
    generatedAt: IsoTime('The server time the figures were read at'),
    salesByDay: Type.Array(DashboardSalesDaySchema, { description: 'Every day of the range × every channel' }),
    channels: Type.Array(DashboardChannelTotalSchema),
    totals: Closed(totalFields),
    models: Type.Array(DashboardModelMixSchema, { description: 'Most ordered first' }),
    options: Type.Array(DashboardOptionMixSchema, { description: 'By category, most ordered first' }),
    promise: Closed({
      onTime: Type.Integer({ description: 'Delivered before the deadline' }),
      late: Type.Integer({ description: 'Delivered after the deadline' }),
      overdue: Type.Integer({ description: 'Not delivered and past the deadline now' }),
      open: Type.Integer({ description: 'Not delivered, deadline still ahead' }),
      onTimeRate: NullableNumber('onTime ÷ (onTime + late + overdue), 0..1; null when none is decided'),
      lateness: Type.Array(DashboardLatenessSchema, { description: 'Delivered orders by seconds to spare' }),
    }),
    stages: Type.Array(DashboardStageSchema),
    atRisk: Closed({
      windowSeconds: Type.Integer({ description: 'An open order is at risk this long before its deadline' }),
      count: Type.Integer(),
      orders: Type.Array(DashboardAtRiskOrderSchema, { description: 'Nearest deadline first, at most 50' }),
    }),
  },
  { title: 'DashboardView' },
);
