import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process: default Node metrics plus the domain and event-log metrics. */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const eventsAppended = new Counter({
  name: 'events_appended_total',
  help: 'Events appended to the event store, by stream category',
  labelNames: ['category'] as const,
  registers: [registry],
});

export const commandConflicts = new Counter({
  name: 'command_conflicts_total',
  help: 'Commands answered 409 after exhausting version-conflict retries',
  registers: [registry],
});

export const subscriptionLag = new Gauge({
  name: 'subscription_lag_seconds',
  help: 'Age of the newest event a log consumer has handled, at the time it handled it',
  labelNames: ['consumer'] as const,
  registers: [registry],
});

export const subscriptionHeldBack = new Gauge({
  name: 'subscription_held_back_events',
  help: 'Committed events not yet readable because an older transaction is still open (a stall, never a skip)',
  registers: [registry],
});

export const subscriptionLeader = new Gauge({
  name: 'subscription_leader',
  help: '1 when this process runs the consumer, 0 when it stands by',
  labelNames: ['consumer'] as const,
  registers: [registry],
});

export const subscriptionErrors = new Counter({
  name: 'subscription_errors_total',
  help: 'Errors raised by log consumers (the batch is retried)',
  labelNames: ['consumer'] as const,
  registers: [registry],
});

export const paymentsRefused = new Counter({
  name: 'payments_refused_total',
  help: 'Gateway payments the shop refused to record (unknown order, wrong amount): money may need refunding',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const mailAttempts = new Counter({
  name: 'mail_attempts_total',
  help: 'Attempts of outbox mails, by outcome (sent, failed and retried later, dead, waiting for an attachment)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
