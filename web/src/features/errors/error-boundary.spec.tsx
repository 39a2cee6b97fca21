import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './error-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('kaboom');
  return <p>All good</p>;
}

describe('ErrorBoundary', () => {
  it('shows the full-page error with an Error ID, and Try Again renders again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>,
      );
      expect(screen.getByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
      expect(screen.getByText(/has been logged and our team has been notified/)).toBeInTheDocument();
      expect(screen.getByTestId('error-id')).toHaveTextContent(/^ERR-[A-Z0-9]+-[A-Z0-9]+$/);
      expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
      broken = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(screen.getByText('All good')).toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });
});
