import { Type } from '@sinclair/typebox';
import { Closed, StringEnum } from './schema-kit';

/** GET /api/health/live. */
export const LivenessSchema = Closed({ status: Type.Literal('ok') }, { title: 'Liveness' });

/** GET /api/health/ready; a dependency that does not answer makes it a 503 with the error body. */
export const ReadinessSchema = Closed(
  {
    status: Type.Literal('ok'),
    checks: Closed({ postgres: StringEnum(['ok', 'down'] as const), redis: StringEnum(['ok', 'down'] as const) }),
  },
  { title: 'Readiness' },
);
