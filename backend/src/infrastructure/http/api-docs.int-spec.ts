import type { ApiErrorBody } from '@sound-putter/contracts';
import { type BuiltProcess, isBuilt, preparedTestDatabase, startBuiltApi } from '../../../test/support/built-process';
import type { TestDatabase } from '../../../test/support/test-database';

/** Everything under the docs: Swagger UI, its script and assets, and both documents (JSON and YAML). */
const DOCS = [
  '/api/docs',
  '/api/docs/swagger-ui-init.js',
  '/api/docs/swagger-ui-bundle.js',
  '/api/docs/openapi.json',
  '/api/docs-yaml',
  '/api/docs/asyncapi',
  '/api/docs/asyncapi.json',
];

const statusesOf = async (url: string) =>
  Object.fromEntries(await Promise.all(DOCS.map(async (path) => [path, (await fetch(`${url}${path}`)).status])));

/**
 * The API docs map every route, so production serves them only when API_DOCS_PUBLIC=1 says so. Runs the built API,
 * as production does (`npm run build` first): jest cannot load Swagger UI's assets.
 */
(isBuilt('main.js') ? describe : describe.skip)('API docs', () => {
  let db: TestDatabase;
  let api: (BuiltProcess & { url: string }) | undefined;
  beforeAll(async () => {
    db = await preparedTestDatabase();
  });
  afterEach(() => api?.stop());
  afterAll(() => db?.drop());

  const start = async (env: Record<string, string>) => {
    api = await startBuiltApi(db, { PAYMENTS_TEST_GATEWAY: 'allow', MAIL: 'off', ...env });
    return api.url;
  };
  const everyDoc = (status: number) => Object.fromEntries(DOCS.map((path) => [path, status]));

  it('are served in development', async () => {
    expect(await statusesOf(await start({ NODE_ENV: 'development' }))).toEqual(everyDoc(200));
  });

  it('are served in production with API_DOCS_PUBLIC=1', async () => {
    const url = await start({ NODE_ENV: 'production', API_DOCS_PUBLIC: '1' });
    expect(await statusesOf(url)).toEqual(everyDoc(200));
    const openApi = (await (await fetch(`${url}/api/docs/openapi.json`)).json()) as { paths: object };
    expect(Object.keys(openApi.paths)).toContain('/api/orders/{id}');
  });

  it('answer 404 with the error body in production without API_DOCS_PUBLIC', async () => {
    const url = await start({ NODE_ENV: 'production' });
    expect(await statusesOf(url)).toEqual(everyDoc(404));
    const res = await fetch(`${url}/api/docs/openapi.json`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual<ApiErrorBody>({
      message: expect.any(String) as string,
      status: 404,
      code: 'not_found',
      details: {},
    });
    // The rest of the API is there.
    expect((await fetch(`${url}/api/putter-models`, { headers: { 'x-session-id': 'sess_docs00001' } })).status).toBe(
      200,
    );
  });
});
