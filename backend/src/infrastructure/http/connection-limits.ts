import type { Server } from 'node:http';
import { AppConfig } from '../config/app-config';

/** How long a connection may take or sit idle, and how many one API process holds (HTTP_* settings). */
export interface ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  maxConnections: number;
}

type LimitSettings = Pick<
  AppConfig,
  | 'HTTP_HEADERS_TIMEOUT_SECONDS'
  | 'HTTP_REQUEST_TIMEOUT_SECONDS'
  | 'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS'
  | 'HTTP_IDLE_TIMEOUT_SECONDS'
  | 'HTTP_MAX_CONNECTIONS'
>;

export const connectionLimitsOf = (config: LimitSettings): ConnectionLimits => ({
  // Node refuses a headers timeout longer than the request timeout; the request timeout bounds both.
  headersTimeoutMs: Math.min(config.HTTP_HEADERS_TIMEOUT_SECONDS, config.HTTP_REQUEST_TIMEOUT_SECONDS) * 1000,
  requestTimeoutMs: config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
  keepAliveTimeoutMs: config.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
  idleTimeoutMs: config.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
  maxConnections: config.HTTP_MAX_CONNECTIONS,
});

export const DEFAULT_CONNECTION_LIMITS = connectionLimitsOf(new AppConfig());

/**
 * Fastify's server options for the limits. Fastify turns Node's request timeout off by default and Node checks
 * header and request deadlines only every 30 s, so a half-sent request could hold its socket for minutes; the
 * check runs at least every second here.
 */
export const fastifyConnectionOptions = (limits: ConnectionLimits) => ({
  connectionTimeout: limits.idleTimeoutMs,
  keepAliveTimeout: limits.keepAliveTimeoutMs,
  requestTimeout: limits.requestTimeoutMs,
  http: {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 2)),
  },
});

/** Past the cap Node closes new connections at once instead of letting them queue up memory. */
export const capConnections = (server: Server, limits: ConnectionLimits): void => {
  server.maxConnections = limits.maxConnections;
};
