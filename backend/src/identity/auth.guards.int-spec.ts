import { Controller, Get, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { AppModule } from '../app.module';
import { prepareDatabase } from '../cli/migrate.cli';
import { createHttpApp } from '../infrastructure/http/create-app';
import type { RequestUser } from '../infrastructure/http/request-context';
import { createTestDatabase, type TestDatabase, testRedisUrl } from '../../test/support/test-database';
import { newSessionId } from '../../test/support/test-app';
import { CurrentUser, Roles, SignedIn } from './auth.guards';
import { PasswordHasher } from './password-hasher';
import { createUser } from '../cli/user-create.cli';
import { SESSION_COOKIE } from './session-cookie';
import { TEST_PASSWORD, uniqueEmail } from '../../test/support/sign-in';

@Controller('guard-test')
class GuardTestController {
  @Get('staff')
  @Roles('staff', 'admin')
  staff(@CurrentUser() user: RequestUser) {
    return { role: user.role };
  }

  @Get('admin')
  @Roles('admin')
  admin() {
    return { ok: true };
  }

  @Get('signed-in')
  @SignedIn()
  signedIn(@CurrentUser() user: RequestUser) {
    return { email: user.email };
  }
}

describe('role guards', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  const cookies: Record<string, string> = {};

  const get = async (url: string, cookie?: string) => {
    const res = await app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'GET',
        url,
        headers: { 'x-session-id': 'sess_guardtest', ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
      });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  let logins = 0;
  const login = async (email: string, password = TEST_PASSWORD) => {
    const res = await app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-session-id': newSessionId(), 'x-forwarded-for': `10.0.1.${++logins}` },
        payload: { email, password },
      });
    return res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  };

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    await prepareDatabase(db.url);
    @Module({
      imports: [AppModule.forRoot({ DATABASE_URL: db.url, REDIS_URL: testRedisUrl(), NODE_ENV: 'test' })],
      controllers: [GuardTestController],
    })
    class GuardTestRoot {}
    app = await createHttpApp(GuardTestRoot, pino({ level: 'silent' }), true);
    await app.init();
    const hasher = new PasswordHasher();
    for (const role of ['customer', 'staff', 'admin'] as const) {
      const email = uniqueEmail(role);
      await createUser(db.pool, { email, password: TEST_PASSWORD, role }, hasher);
      cookies[role] = await login(email);
    }
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('answers 401 to a signed-out caller on every guarded route', async () => {
    for (const url of ['/api/guard-test/staff', '/api/guard-test/admin', '/api/guard-test/signed-in']) {
      expect(await get(url)).toMatchObject({ status: 401, body: { code: 'unauthenticated', status: 401 } });
    }
  });

  it('answers 403 to a customer on a staff route', async () => {
    expect(await get('/api/guard-test/staff', cookies.customer)).toMatchObject({
      status: 403,
      body: { code: 'forbidden', status: 403, message: "You don't have permission to perform this action." },
    });
  });

  it('lets staff and admins through a staff route', async () => {
    expect(await get('/api/guard-test/staff', cookies.staff)).toEqual({ status: 200, body: { role: 'staff' } });
    expect(await get('/api/guard-test/staff', cookies.admin)).toEqual({ status: 200, body: { role: 'admin' } });
  });

  it('keeps an admin-only route from staff', async () => {
    expect((await get('/api/guard-test/admin', cookies.staff)).status).toBe(403);
    expect((await get('/api/guard-test/admin', cookies.admin)).status).toBe(200);
  });

  it('lets any signed-in user through @SignedIn()', async () => {
    for (const role of ['customer', 'staff', 'admin']) {
      expect((await get('/api/guard-test/signed-in', cookies[role])).status).toBe(200);
    }
  });

  it('applies a role change made with user:create --update at once, and ends that user’s sessions', async () => {
    const email = uniqueEmail('promoted');
    await createUser(db.pool, { email, password: TEST_PASSWORD, role: 'customer' });
    const before = await login(email);
    expect((await get('/api/guard-test/staff', before)).status).toBe(403);
    await expect(createUser(db.pool, { email, password: TEST_PASSWORD, role: 'staff' })).rejects.toThrow(
      /already has an account/,
    );
    await expect(
      createUser(db.pool, { email: email.toUpperCase(), password: 'Changed123', role: 'staff', update: true }),
    ).resolves.toBe('updated');
    const { rows } = await db.pool.query('SELECT role FROM users WHERE email = $1', [email]);
    expect(rows[0].role).toBe('staff');
    expect((await get('/api/guard-test/staff', before)).status).toBe(401);
    expect((await get('/api/guard-test/staff', await login(email, 'Changed123'))).status).toBe(200);
  });

  it('refuses a bad role, e-mail or weak password in user:create', async () => {
    await expect(
      createUser(db.pool, { email: uniqueEmail(), password: TEST_PASSWORD, role: 'owner' as never }),
    ).rejects.toThrow(/--role/);
    await expect(createUser(db.pool, { email: 'nope', password: TEST_PASSWORD, role: 'staff' })).rejects.toThrow(
      'Please enter a valid email address',
    );
    await expect(createUser(db.pool, { email: uniqueEmail(), password: 'short', role: 'staff' })).rejects.toThrow(
      /at least 8/,
    );
  });
});
