import { http, HttpResponse } from 'msw';
import type { MeResponse, UserView } from '@sound-putter/contracts';
import { server } from '../testing/msw/server';
import { setupStore } from '../store';
import { authApi } from './auth.api';

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
