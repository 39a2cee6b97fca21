import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Client-side routes (/about, /orders/123, /kiosk/pay) have no file behind them: a browser asking for one gets
 * the app's index.html. API and asset misses stay 404.
 */
export class SpaFallback {
  private readonly apps: { prefix: string; index: string }[];

  constructor(apps: { prefix: string; dir: string | undefined }[]) {
    this.apps = apps
      .filter((a): a is { prefix: string; dir: string } => !!a.dir && fs.existsSync(path.join(a.dir, 'index.html')))
      .map((a) => ({ prefix: a.prefix, index: fs.readFileSync(path.join(a.dir, 'index.html'), 'utf8') }))
      // Longest prefix first, so /kiosk/ wins over /.
      .sort((a, b) => b.prefix.length - a.prefix.length);
  }

  handles(req: FastifyRequest): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/metrics') || url.startsWith('/socket.io'))
      return false;
    if (path.extname(url) !== '') return false;
    return this.match(url) !== undefined;
  }

  send(reply: FastifyReply): FastifyReply {
    const url = reply.request.url.split('?')[0];
    const app = this.match(url);
    return reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(app?.index);
  }

  private match(url: string) {
    return this.apps.find((a) => url.startsWith(a.prefix) || `${url}/` === a.prefix);
  }
}
