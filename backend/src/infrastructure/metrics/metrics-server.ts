import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from './metrics';

export type ExtraRoute = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

/**
 * Prometheus' own small HTTP server, on a port that is never published (compose, Ingress): route counts, order
 * volumes and the Node version are nobody else's business. `extra` lets the worker answer its probes here too.
 */
export function startMetricsServer(port: number, host = '0.0.0.0', extra?: ExtraRoute): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/metrics') {
      registry.metrics().then(
        (body) => {
          res.writeHead(200, { 'content-type': registry.contentType });
          res.end(body);
        },
        () => res.writeHead(500).end(),
      );
      return;
    }
    if (extra?.(req, res)) return;
    res.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

export const portOf = (server: http.Server): number => (server.address() as AddressInfo).port;
