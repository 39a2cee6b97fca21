import type http from 'node:http';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { portOf, startMetricsServer } from './metrics-server';

describe('/metrics has a port of its own', () => {
  let t: TestApp;
  let metrics: http.Server;
  beforeAll(async () => {
    t = await createTestApp();
    metrics = await startMetricsServer(0, '127.0.0.1');
  });
  afterAll(async () => {
    await new Promise((resolve) => metrics.close(resolve));
    await t.close();
  });

  it('serves the process and domain metrics on the metrics port, counting the public API’s requests', async () => {
    expect((await t.client().get('/api/putter-models')).status).toBe(200);
    const res = await fetch(`http://127.0.0.1:${portOf(metrics)}/metrics`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('http_request_duration_seconds_count{method="GET",route="/api/putter-models",status="200"}');
    expect(body).toContain('nodejs_version_info');
    expect((await fetch(`http://127.0.0.1:${portOf(metrics)}/anything-else`)).status).toBe(404);
  });

  it('answers nothing of it on the public port', async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const res = await t.client().get(path);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('http_request_duration_seconds');
      expect(res.body).toMatchObject({ status: 404, code: 'not_found' });
    }
  });
});
