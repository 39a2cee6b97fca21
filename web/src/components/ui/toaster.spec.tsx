import { act, fireEvent, screen } from '@testing-library/react';
import { notify } from '../../store';
import { renderWithProviders } from '../../testing/render-with-providers';

describe('Toaster', () => {
  it('keeps at most three, newest first', async () => {
    const { store } = renderWithProviders(<div />);
    act(() => {
      for (const n of [1, 2, 3, 4]) store.dispatch(notify(`Notice ${n}`));
    });
    const titles = (await screen.findAllByTestId('toast')).map((t) => t.querySelector('p')?.textContent);
    expect(titles).toEqual(['Notice 4', 'Notice 3', 'Notice 2']);
  });

  it('hides a toast after 5000 ms and removes it 5000 ms later', () => {
    jest.useFakeTimers();
    try {
      const { store } = renderWithProviders(<div />);
      act(() => {
        store.dispatch(notify('Saved'));
      });
      act(() => {
        jest.advanceTimersByTime(4999);
      });
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
      expect(store.getState().toast.toasts).toHaveLength(1);
      act(() => {
        jest.advanceTimersByTime(5000);
      });
      expect(store.getState().toast.toasts).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('dismisses on a swipe right beyond 50 px, not on a short one', async () => {
    const { store } = renderWithProviders(<div />);
    act(() => {
      store.dispatch(notify('Swipe me'));
    });
    const toast = await screen.findByTestId('toast');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 151 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications on F8', async () => {
    const { user } = renderWithProviders(<div />);
    await user.keyboard('{F8}');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).firstElementChild).toHaveFocus();
  });
});
