import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DASHBOARD_MAX_DAYS, type DashboardView } from '@sound-putter/contracts';
import { Roles } from '../../identity';
import { Clock } from '../../infrastructure/clock/clock';
import { ValidationFailed } from '../../infrastructure/cqrs/domain-error';
import { ApiContract } from '../../infrastructure/http/api-contract';
import { DashboardFigures } from './dashboard-figures';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day "YYYY-MM-DD", or null. */
const dayOf = (value: unknown): string | null => {
  if (typeof value !== 'string' || !DAY.test(value)) return null;
  const t = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== value ? null : value;
};

/** The back office dashboard (issue 32): sales, the mix and the 24-hour promise, for staff and admin. */
@ApiTags('admin')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(
    private readonly figures: DashboardFigures,
    private readonly clock: Clock,
  ) {}

  @ApiContract({
    body: 'DashboardView',
    errors: ['unauthenticated', 'forbidden', 'validation_failed', 'service_unavailable'],
  })
  @Get()
  @Roles('staff', 'admin')
  @ApiQuery({
    name: 'from',
    required: true,
    description: 'First day, YYYY-MM-DD (Asia/Bangkok)',
    example: '2026-11-01',
  })
  @ApiQuery({ name: 'to', required: true, description: 'Last day, inclusive (Asia/Bangkok)', example: '2026-11-30' })
  @ApiOperation({
    summary:
      `Staff and admin: sales per day and channel, average order value, the model and option mix, the 24-hour ` +
      `promise (on-time rate, lateness, median time per stage) for Bangkok days from..to (at most ` +
      `${DASHBOARD_MAX_DAYS}), and the orders at risk now. 503 (Retry-After) while a new version of its read model is ` +
      'being replayed from the log',
  })
  read(@Query('from') from: unknown, @Query('to') to: unknown): Promise<DashboardView> {
    const first = dayOf(from);
    const last = dayOf(to);
    const errors: Record<string, string[]> = {};
    if (!first) errors.from = ['from must be a day YYYY-MM-DD'];
    if (!last) errors.to = ['to must be a day YYYY-MM-DD'];
    if (first && last) {
      const days = (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1;
      if (days < 1) errors.to = ['to must not be before from'];
      else if (days > DASHBOARD_MAX_DAYS) errors.to = [`the range must be at most ${DASHBOARD_MAX_DAYS} days`];
    }
    if (!first || !last || Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    return this.figures.read(first, last, this.clock.now());
  }
}
