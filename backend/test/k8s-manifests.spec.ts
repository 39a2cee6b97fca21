import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { loadConfig } from '../src/infrastructure/config/app-config';

const dir = path.join(__dirname, '..', '..', 'deploy', 'k8s');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
interface Probe {
  httpGet: { path: string; port: string | number };
}
interface Container {
  name: string;
  command: string[];
  ports: { name: string; containerPort: number }[];
  envFrom: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
}
interface Workload {
  replicas: number;
  selector: { matchLabels: Record<string, string> };
  template: { metadata: { labels: Record<string, string> }; spec: { containers: Container[] } };
}

const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
const manifests: (Manifest & { file: string })[] = files.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((doc) => {
    expect(doc.errors).toEqual([]);
    return { ...(doc.toJS() as Manifest), file };
  }),
);
const find = (kind: string, name: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/k8s`);
  return found;
};
const workload = (name: string) => find('Deployment', name).spec as unknown as Workload;
const portOf = (c: Container, port: string | number) =>
  typeof port === 'number' ? port : c.ports.find((p) => p.name === port)?.containerPort;

describe('deploy/k8s manifests', () => {
  it('parse, and every document names its apiVersion, kind and name', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const m of manifests) {
      expect([m.file, typeof m.apiVersion, typeof m.kind, typeof m.metadata?.name]).toEqual([
        m.file,
        'string',
        'string',
        'string',
      ]);
    }
    const kinds = new Set(manifests.map((m) => m.kind));
    for (const kind of ['Deployment', 'Service', 'Ingress', 'ConfigMap', 'Secret']) expect(kinds).toContain(kind);
  });

  it('runs at least two API replicas with liveness and readiness on the health routes', () => {
    const api = workload('api');
    expect(api.replicas).toBeGreaterThanOrEqual(2);
    expect(api.template.metadata.labels).toMatchObject(api.selector.matchLabels);
    const [container] = api.template.spec.containers;
    expect(container.command).toEqual(['node', 'backend/dist/main.js']);
    expect(container.livenessProbe?.httpGet.path).toBe('/api/health/live');
    expect(container.readinessProbe?.httpGet.path).toBe('/api/health/ready');
    const config = find('ConfigMap', 'sound-putter-config').data ?? {};
    expect(portOf(container, container.readinessProbe?.httpGet.port ?? '')).toBe(Number(config.PORT));
  });

  it('probes the worker on its WORKER_PORT', () => {
    const worker = workload('worker');
    const [container] = worker.template.spec.containers;
    expect(container.command).toEqual(['node', 'backend/dist/worker.js']);
    const config = find('ConfigMap', 'sound-putter-config').data ?? {};
    expect(container.livenessProbe?.httpGet.path).toBe('/health/live');
    expect(portOf(container, container.livenessProbe?.httpGet.port ?? '')).toBe(Number(config.WORKER_PORT));
  });

  it('has Prometheus scrape the API on its METRICS_PORT, which neither the Service nor the Ingress carries', () => {
    const [container] = workload('api').template.spec.containers;
    const config = find('ConfigMap', 'sound-putter-config').data ?? {};
    const annotations = (
      find('Deployment', 'api').spec as { template: { metadata: { annotations: Record<string, string> } } }
    ).template.metadata.annotations;
    expect(Number(config.METRICS_PORT)).not.toBe(Number(config.PORT));
    expect(portOf(container, 'metrics')).toBe(Number(config.METRICS_PORT));
    expect(Number(annotations['prometheus.io/port'])).toBe(Number(config.METRICS_PORT));
    const service = find('Service', 'api').spec as { ports: { targetPort: string | number }[] };
    expect(service.ports.map((p) => portOf(container, p.targetPort))).toEqual([Number(config.PORT)]);
  });

  it('gives production a valid configuration with a Stripe key, without allowing the test gateway', () => {
    const config = find('ConfigMap', 'sound-putter-config').data ?? {};
    const secret = find('Secret', 'sound-putter-secrets').stringData ?? {};
    expect(config.NODE_ENV).toBe('production');
    expect({ ...config, ...secret }).not.toHaveProperty('PAYMENTS_TEST_GATEWAY');
    expect(loadConfig({ ...config, ...secret }).STRIPE_SECRET_KEY).toMatch(/^sk_live_/);
  });

  it('wires config, secrets, services and the ingress to things that exist', () => {
    const secret = find('Secret', 'sound-putter-secrets').stringData ?? {};
    expect(Object.keys(secret)).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL']));
    for (const name of ['api', 'worker']) {
      for (const ref of workload(name).template.spec.containers[0].envFrom) {
        if (ref.configMapRef) find('ConfigMap', ref.configMapRef.name);
        if (ref.secretRef) find('Secret', ref.secretRef.name);
      }
    }
    const services = manifests.filter((m) => m.kind === 'Service');
    for (const service of services) {
      const selector = (service.spec as { selector: Record<string, string> }).selector;
      const selected = manifests.filter(
        (m) =>
          m.kind === 'Deployment' &&
          Object.entries(selector).every(([k, v]) => (m.spec as unknown as Workload).template.metadata.labels[k] === v),
      );
      expect([service.metadata.name, selected.length]).toEqual([service.metadata.name, 1]);
    }
    const ingress = find('Ingress', 'sound-putter');
    const backend = (ingress.spec as { rules: { http: { paths: { backend: { service: { name: string } } }[] } }[] })
      .rules[0].http.paths[0].backend.service.name;
    expect(find('Service', backend).metadata.name).toBe('api');
    expect(ingress.metadata as { annotations?: Record<string, string> }).toMatchObject({
      annotations: expect.objectContaining({ 'nginx.ingress.kubernetes.io/proxy-read-timeout': expect.any(String) }),
    });
  });
});
