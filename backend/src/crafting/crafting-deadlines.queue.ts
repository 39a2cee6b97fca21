import type { JobsOptions } from 'bullmq';

export const CRAFTING_DEADLINES = 'crafting-deadlines';

export type DeadlineJobName = 'deadline' | 'at-risk';

export interface DeadlineJobData {
  orderId: string;
  /** ISO UTC. */
  deliveryDeadline: string;
}

export interface DeadlineJob {
  name: DeadlineJobName;
  data: DeadlineJobData;
  opts: JobsOptions;
}

/** The deadline job's id is the order id; BullMQ refuses ':' in custom ids, hence the dash. */
export const deadlineJobId = (orderId: string): string => orderId;
export const atRiskJobId = (orderId: string): string => `at-risk-${orderId}`;

// Retries cover a database hiccup; the decider makes a repeated run a no-op. Done jobs are dropped to keep
// Redis small: reconcile only re-adds for orders whose outcome is not yet recorded.
const common: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * The jobs an open confirmed order needs at `now` (ms): the deadline itself (at once when already past) and the
 * at-risk warning `atRiskSeconds` before it, left out once the deadline has passed because the miss supersedes it.
 */
export const deadlineJobs = (
  orderId: string,
  deliveryDeadline: string,
  atRiskSeconds: number,
  now: number,
): DeadlineJob[] => {
  const due = Date.parse(deliveryDeadline);
  const data = { orderId, deliveryDeadline };
  const jobs: DeadlineJob[] = [
    { name: 'deadline', data, opts: { ...common, jobId: deadlineJobId(orderId), delay: Math.max(0, due - now) } },
  ];
  if (due > now) {
    const warnAt = due - atRiskSeconds * 1000;
    jobs.push({
      name: 'at-risk',
      data,
      opts: { ...common, jobId: atRiskJobId(orderId), delay: Math.max(0, warnAt - now) },
    });
  }
  return jobs;
};
