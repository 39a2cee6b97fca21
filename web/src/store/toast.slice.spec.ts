import {
  selectToasts,
  type Toast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toastAdded,
  toastDismissed,
  toastRemoved,
  toastSlice,
} from './toast.slice';

const reduce = toastSlice.reducer;
type Action = Parameters<typeof reduce>[1];
const after = (...actions: Action[]) => actions.reduce(reduce, reduce(undefined, { type: '' }));
const titles = (toasts: Toast[]) => toasts.map((t) => t.title);

describe('toasts (spec section 9)', () => {
  it('shows a new toast open, plain unless it says otherwise, with the text it was given', () => {
    const plain = toastAdded({ title: 'Added to cart' });
    expect(plain.payload).toEqual({
      id: expect.stringMatching(/^t[0-9a-z]+$/),
      variant: 'default',
      open: true,
      title: 'Added to cart',
      description: undefined,
      onceKey: undefined,
    });
    const failed = toastAdded({ title: 'Payment failed', description: 'Card declined', variant: 'destructive' });
    expect(failed.payload).toMatchObject({ variant: 'destructive', description: 'Card declined', open: true });
    expect(selectToasts({ toast: after(failed) })).toEqual([
      {
        id: failed.payload.id,
        title: 'Payment failed',
        description: 'Card declined',
        variant: 'destructive',
        open: true,
      },
    ]);
  });

  it('gives every toast its own id, even two added at the same moment', () => {
    const ids = new Set(Array.from({ length: 20 }, () => toastAdded({ title: 'x' }).payload.id));
    expect(ids.size).toBe(20);
  });

  it('shows at most 3, newest first: the oldest beyond the limit disappear', () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([3, 5000, 5000]);
    const state = after(...['1', '2', '3', '4'].map((title) => toastAdded({ title })));
    expect(titles(state.toasts)).toEqual(['4', '3', '2']);
  });

  it('shows a one-time notice once only, and other notices as usual', () => {
    const state = after(
      toastAdded({ title: 'Loading models failed', onceKey: 'loading_models' }),
      toastAdded({ title: 'Loading models failed', onceKey: 'loading_models' }),
      toastAdded({ title: 'Saved' }),
      toastAdded({ title: 'Saved' }),
    );
    expect(titles(state.toasts)).toEqual(['Saved', 'Saved', 'Loading models failed']);
    expect(state.toasts.every((t) => !('onceKey' in t))).toBe(true);
    expect(state.shownKeys).toEqual(['loading_models']);
  });

  it('does not show a one-time notice again after the first was dismissed and removed', () => {
    const first = toastAdded({ title: 'Offline', onceKey: 'offline' });
    const state = after(
      first,
      toastDismissed(first.payload.id),
      toastRemoved(first.payload.id),
      toastAdded({ title: 'Offline', onceKey: 'offline' }),
    );
    expect(state.toasts).toEqual([]);
  });

  it('closes the dismissed toast only, or every toast when none is named', () => {
    const a = toastAdded({ title: 'a' });
    const b = toastAdded({ title: 'b' });
    const one = after(a, b, toastDismissed(a.payload.id));
    expect(one.toasts.map((t) => [t.title, t.open])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    const all = reduce(one, toastDismissed(undefined));
    expect(all.toasts.map((t) => t.open)).toEqual([false, false]);
  });

  it('removes the named toast only', () => {
    const a = toastAdded({ title: 'a' });
    const b = toastAdded({ title: 'b' });
    expect(titles(after(a, b, toastRemoved(a.payload.id)).toasts)).toEqual(['b']);
  });
});
