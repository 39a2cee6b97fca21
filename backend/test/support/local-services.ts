// The tests' door to the dev launcher's service helpers (free ports, a private Redis, found or started services).
export { findFreePort, waitFor } from '../../dev-stack/services/net-probe';
export { type PrivateRedis, startPrivateRedis } from '../../dev-stack/services/private-redis';
export { findRedisServer } from '../../dev-stack/services/redis-plan';
export { findRepoRoot } from '../../dev-stack/services/repo-root';
export { createPlainLog } from '../../dev-stack/services/runtime-log';
export { redactUrl, startTestServices, type TestServices } from '../../dev-stack/services/service-discovery';
export { ServiceStack } from '../../dev-stack/services/service-stack';
