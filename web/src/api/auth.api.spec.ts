import { http, HttpResponse } from 'msw';
import type { MeResponse, UserView } from '@sound-putter/contracts';
import { server } from '../testing/msw/server';
import { setupStore } from '../store';
import { authApi } from './auth.api';
import { getSessionId } from './session-id';
import { waitFor } from '@testing-library/react';

const golfer: UserView = { id: 'user-7', email: 'golfer@example.com', role: 'customer' };

describe('auth API: the current user', () => {
  it('reads 200 {"user": null} as signed out', async () => {
    server.use(http.get('/api/auth/me', () => HttpResponse.json<MeResponse>({ user: null })));
    const me = await setupStore().dispatch(authApi.endpoints.getMe.initiate());
    expect(me.isSuccess).toBe(true);
    expect(me.data).toBeNull();
  });

  it('reads 200 {"user": …} as that user', async () => {
    server.use(http.get('/api/auth/me', () => HttpResponse.json<MeResponse>({ user: golfer })));
    const me = await setupStore().dispatch(authApi.endpoints.getMe.initiate());
    expect(me.data).toEqual(golfer);
  });

  it('treats any error status as an error, not as "signed out"', async () => {
    server.use(
      http.get('/api/auth/me', () =>
        HttpResponse.json({ message: 'Unavailable', status: 503, code: 'unavailable', details: {} }, { status: 503 }),
      ),
    );
    const me = await setupStore().dispatch(authApi.endpoints.getMe.initiate());
    expect(me.isError).toBe(true);
    expect(me.error).toMatchObject({ status: 503 });
  });
});

describe('auth API: logout', () => {
  it('starts a new x-session-id, so the next person cannot read the orders placed under the old one', async () => {
    const sent: Array<string | null> = [];
    server.use(
      http.post('/api/auth/logout', ({ request }) => {
        sent.push(request.headers.get('x-session-id'));
        return HttpResponse.json({ ok: true });
      }),
      http.get('/api/auth/me', ({ request }) => {
        sent.push(request.headers.get('x-session-id'));
        return HttpResponse.json<MeResponse>({ user: null });
      }),
    );
    const store = setupStore();
    const before = getSessionId();
    await store.dispatch(authApi.endpoints.logout.initiate());
    await store.dispatch(authApi.endpoints.getMe.initiate());
    expect(sent[0]).toBe(before);
    expect(sent[1]).toMatch(/^sess_[a-z0-9]{9}$/);
    expect(sent[1]).not.toBe(before);
    expect(localStorage.getItem('x-session-id')).toBe(sent[1]);
  });

  it('keeps the id when the logout fails', async () => {
    server.use(
      http.post('/api/auth/logout', () =>
        HttpResponse.json({ message: 'Unavailable', status: 503, code: 'unavailable', details: {} }, { status: 503 }),
      ),
    );
    const before = getSessionId();
    await setupStore().dispatch(authApi.endpoints.logout.initiate());
    expect(getSessionId()).toBe(before);
  });

  it('holds back requests made while the logout is on its way, and sends them with the new id', async () => {
    const seen: string[] = [];
    let answerLogout!: () => void;
    const logoutHeld = new Promise<void>((resolve) => (answerLogout = resolve));
    server.use(
      http.post('/api/auth/logout', async ({ request }) => {
        seen.push(`logout ${request.headers.get('x-session-id')}`);
        await logoutHeld;
        return HttpResponse.json({ ok: true });
      }),
      http.get('/api/auth/me', ({ request }) => {
        seen.push(`me ${request.headers.get('x-session-id')}`);
        return HttpResponse.json<MeResponse>({ user: null });
      }),
    );
    const store = setupStore();
    const before = getSessionId();
    const logout = store.dispatch(authApi.endpoints.logout.initiate());
    await waitFor(() => expect(seen).toEqual([`logout ${before}`]));
    const me = store.dispatch(authApi.endpoints.getMe.initiate());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([`logout ${before}`]);
    answerLogout();
    await logout;
    await me;
    const after = getSessionId();
    expect(after).not.toBe(before);
    expect(seen).toEqual([`logout ${before}`, `me ${after}`]);
  });

  it('lets held requests go with the old id when the logout fails', async () => {
    const seen: string[] = [];
    server.use(
      http.post('/api/auth/logout', () =>
        HttpResponse.json({ message: 'Unavailable', status: 503, code: 'unavailable', details: {} }, { status: 503 }),
      ),
      http.get('/api/auth/me', ({ request }) => {
        seen.push(request.headers.get('x-session-id') ?? '');
        return HttpResponse.json<MeResponse>({ user: null });
      }),
    );
    const store = setupStore();
    const before = getSessionId();
    const logout = store.dispatch(authApi.endpoints.logout.initiate());
    const me = store.dispatch(authApi.endpoints.getMe.initiate());
    await Promise.all([logout, me]);
    expect(seen).toEqual([before]);
  });
});
