import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@sound-putter/web/testing/render-with-providers';
import { WelcomeScreen } from './welcome-screen';

describe('kiosk welcome screen', () => {
  it('shows both sound signatures from the API and starts designing with the tapped one', async () => {
    const { user } = renderWithProviders(<WelcomeScreen />);
    const models = await screen.findByRole('region', { name: 'Choose your sound' });
    const tiles = await within(models).findAllByRole('button');
    expect(tiles).toHaveLength(2);
    const start = screen.getByRole('link', { name: 'Start designing your putter' });
    expect(start).toHaveAttribute('href', '/how-to-order?model=melody-c');

    await user.click(tiles[1]);
    expect(start).toHaveAttribute('href', '/how-to-order?model=melody-d');
  });
});
