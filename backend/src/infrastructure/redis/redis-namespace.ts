/**
 * The Redis key namespace of one shop: its database's name. Queue jobs name orders of one database and socket rooms
 * carry that database's orders, so two deployments (or two test databases) sharing one Redis never process each
 * other's jobs or see each other's pushes.
 */
export const redisNamespace = (databaseUrl: string): string => {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, '')) || 'postgres';
  return `sp:${database}`;
};

/** ioredis options from a redis:// or rediss:// URL (BullMQ takes options, not a URL). */
export interface RedisConnectionOptions {
  host: string;
  port: number;
  username?: string;
  password?: string;
  db: number;
  tls?: Record<string, never>;
}

export const redisOptionsOf = (url: string): RedisConnectionOptions => {
  const parsed = new URL(url);
  const db = Number(parsed.pathname.replace(/^\//, '') || '0');
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
};

/** The Redis stream the Socket.IO adapters of one shop share: API replicas and the worker's pusher. */
export const socketStreamName = (databaseUrl: string): string => `${redisNamespace(databaseUrl)}:socket.io`;
