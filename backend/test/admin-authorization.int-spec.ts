import { browser, type SignedInBrowser, signInAs } from './support/sign-in';
import { createTestApp, type TestApp, type TestClient, type TestResponse } from './support/test-app';

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

/** A path parameter naming nothing: past the guards, the operation answers 404 or 422, never a changed shop. */
const NO_ID = '00000000-0000-4000-8000-000000000000';
const fill = (path: string) => path.replace('{kind}', 'options').replace(/\{[^}]+\}/g, NO_ID);

/**
 * The back-office operations staff may use beside admins (issue 32: the admin area is for staff and admins, what
 * each may do checked on the server). Every other `/api/admin` operation (catalog and price edits, accounts and
 * invitations, the VAT report) is the admins' alone.
 */
const STAFF_MAY = new Set([
  'GET /api/admin/orders', // search the orders they craft
  'GET /api/admin/dashboard',
  'GET /api/admin/catalog',
  'PUT /api/admin/catalog/{kind}/{id}/availability', // a grip colour runs out on the bench
  'POST /api/admin/customers/erase', // PDPA erasure on a customer's request at the counter
  'GET /api/admin/mail', // the mail log, and a receipt sent again from the board's history
  'GET /api/admin/mail/orders/{orderId}',
  'POST /api/admin/mail/check',
  'POST /api/admin/mail/{id}/retry',
  'POST /api/admin/mail/{id}/resend',
]);

const call = (client: TestClient, op: Operation): Promise<TestResponse> => {
  const path = fill(op.path);
  switch (op.method) {
    case 'GET':
      return client.get(path);
    case 'DELETE':
      return client.delete(path);
    default:
      return client[op.method.toLowerCase() as 'post' | 'put' | 'patch'](path, {});
  }
};

/**
 * Issue 32 item 7: every back-office operation of the OpenAPI document against each kind of caller. Signed out: 401;
 * a customer: 403; staff: 403 where the operation is the admins' alone; a staff account an admin has disabled: 401,
 * its session ended; an admin gets past the guards on every one (the positive control: the refusals above are the
 * guards' doing, not a route that answers nobody).
 */
describe('who may call each back-office operation', () => {
  let t: TestApp;
  let operations: Operation[];
  let customer: SignedInBrowser;
  let staff: SignedInBrowser;
  let admin: SignedInBrowser;
  let disabledStaff: SignedInBrowser;

  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.client().get<{ paths: Record<string, Record<string, unknown>> }>('/api/docs/openapi.json'))
      .body;
    operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => ({ method: m.toUpperCase() as Operation['method'], path })),
      );
    [customer, staff, admin, disabledStaff] = [
      await signInAs(t, 'customer'),
      await signInAs(t, 'staff'),
      await signInAs(t, 'admin'),
      await signInAs(t, 'staff'),
    ];
    // Positive control for the disabled account: before it is disabled, its session reads the board.
    expect((await disabledStaff.client.get('/api/admin/orders')).status).toBe(200);
    const disabled = await admin.client.patch(`/api/admin/users/${disabledStaff.user.id}`, { disabled: true });
    expect(disabled.status).toBe(200);
  }, 120_000);
  afterAll(() => t?.close());

  it('finds the back office in the OpenAPI document', () => {
    // Users, invitations, orders, notes' search, catalog, prices, availability, mail, erasure, VAT report, dashboard.
    expect(operations.length).toBeGreaterThanOrEqual(15);
    for (const allowed of STAFF_MAY) expect(operations.map((op) => `${op.method} ${op.path}`)).toContain(allowed);
  });

  it('answers each caller as its role allows, with the error body', async () => {
    const rows: Array<
      Record<'anonymous' | 'customer' | 'disabled' | 'staff' | 'admin', TestResponse> & { name: string }
    > = [];
    for (const op of operations) {
      rows.push({
        name: `${op.method} ${op.path}`,
        anonymous: await call(browser(t), op),
        customer: await call(customer.client, op),
        disabled: await call(disabledStaff.client, op),
        staff: await call(staff.client, op),
        admin: await call(admin.client, op),
      });
    }
    process.stdout.write(
      `[admin-authorization] ${rows.length} operations (anonymous, customer, disabled staff, staff, admin):\n  ${rows
        .map(
          (r) => `${r.name}: ${[r.anonymous, r.customer, r.disabled, r.staff, r.admin].map((x) => x.status).join(' ')}`,
        )
        .join('\n  ')}\n`,
    );
    const statuses = (pick: (row: (typeof rows)[number]) => TestResponse) =>
      Object.fromEntries(rows.map((row) => [row.name, pick(row).status]));
    const all = (status: number) => Object.fromEntries(rows.map((row) => [row.name, status]));
    expect(statuses((r) => r.anonymous)).toEqual(all(401));
    expect(statuses((r) => r.customer)).toEqual(all(403));
    expect(statuses((r) => r.disabled)).toEqual(all(401));
    expect(
      rows
        .filter((r) => r.staff.status !== 403)
        .map((r) => r.name)
        .sort(),
    ).toEqual([...STAFF_MAY].sort());
    // The positive control: an admin gets past the guards everywhere (a 404 or 422 for the made-up id and empty body).
    expect(rows.filter((r) => [401, 403].includes(r.admin.status) || r.admin.status >= 500).map((r) => r.name)).toEqual(
      [],
    );
    for (const row of rows)
      for (const res of [row.anonymous, row.customer, row.disabled])
        expect(res.body).toMatchObject({ status: res.status, message: expect.any(String), code: expect.any(String) });
  }, 240_000);
});
