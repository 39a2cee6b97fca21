import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PutterConfigurationView } from '@sound-putter/contracts';
import { fakeState, requestsTo } from '../../testing/msw/fake-api';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Configurator } from './configurator';

const total = () => screen.getByTestId('configurator-total');
const addButton = () => screen.getByRole('button', { name: /add to cart|calculating price|adding to cart/i });

/**
 * Holds the fake API's next answer to a POST until the test has read the pending state, however slowly this machine
 * runs the click; then the regular handler answers.
 */
const holdNextAnswer = (path: string) => {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  server.use(http.post(path, () => held.then(() => undefined), { once: true }));
  return { answer };
};

describe('Configurator', () => {
  it('shows skeletons while the options load, then chooses the first model and asks the server for the price', async () => {
    renderWithProviders(<Configurator />);
    expect(screen.getByText('Loading customization options...')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Melody C/ })).toBeChecked();
    await waitFor(() => expect(total()).toHaveTextContent('฿10,500'));
    expect(requestsTo('POST', '/api/configure-putter')[0].body).toEqual({
      modelId: 'melody-c',
      handedness: 'right',
      gripId: 'grip-standard-black',
      shaftId: 'shaft-standard',
      shaftColorId: 'shaft-color-silver',
      lengthId: 'length-35',
      logoId: 'logo-none',
      logoConfigurations: [],
      faceMillOptionId: 'face-mill-standard',
      giftBoxId: 'gift-box-none',
    });
  });

  it('shows the picture and the first option groups at once, and the groups below them over the next frames', async () => {
    renderWithProviders(<Configurator />);
    await screen.findByRole('radio', { name: /Melody C/ });
    expect(screen.getByRole('img', { name: /Melody C/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Premium Red/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /33 inches/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Premium Gift Box/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /33 inches/ })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Premium Gift Box/ })).toBeInTheDocument();
  });

  it('starts with the model passed in when it exists, and ignores an unknown one', async () => {
    const first = renderWithProviders(<Configurator initialModelId="melody-d" />);
    expect(await screen.findByRole('radio', { name: /Melody D/ })).toBeChecked();
    await waitFor(() => expect(total()).toHaveTextContent('฿11,500'));
    first.unmount();

    renderWithProviders(<Configurator initialModelId="melody-x" />);
    expect(await screen.findByRole('radio', { name: /Melody C/ })).toBeChecked();
  });

  it('recalculates on every option change and shows option prices, Free for zero', async () => {
    const { user } = renderWithProviders(<Configurator />);
    await waitFor(() => expect(total()).toHaveTextContent('฿10,500'));
    const premium = screen.getByRole('radio', { name: /Premium Red/ });
    expect(premium.closest('label')).toHaveTextContent('+฿1,200');
    expect(screen.getByRole('radio', { name: /Standard Black/ }).closest('label')).toHaveTextContent('Free');
    await user.click(premium);
    await waitFor(() => expect(total()).toHaveTextContent('฿11,700'));
    await user.click(await screen.findByRole('radio', { name: /Premium Gift Box/ }));
    await waitFor(() => expect(total()).toHaveTextContent('฿12,200'));
    expect(requestsTo('POST', '/api/configure-putter').at(-1)?.body).toMatchObject({
      gripId: 'grip-premium-red',
      giftBoxId: 'gift-box-premium',
    });
  });

  it('mirrors the preview for a left-handed putter and colours grip and shaft from their names', async () => {
    const { user } = renderWithProviders(<Configurator />);
    const preview = await screen.findByRole('img', { name: /Right-handed Melody C/ });
    expect(preview).toHaveAttribute('data-grip-colour', '#111111');
    expect(within(preview).getByTestId('putter-drawing')).not.toHaveAttribute('transform');
    await user.click(screen.getByRole('radio', { name: /Left-handed/ }));
    await user.click(screen.getByRole('radio', { name: /Premium Red/ }));
    await user.click(screen.getByRole('radio', { name: /Champagne Gold/ }));
    const left = screen.getByRole('img', {
      name: /Left-handed Melody C with Premium Red grip and Champagne Gold shaft/,
    });
    expect(left).toHaveAttribute('data-handedness', 'left');
    expect(left).toHaveAttribute('data-grip-colour', '#dc2626');
    expect(left).toHaveAttribute('data-shaft-colour', '#d4af37');
    expect(within(left).getByTestId('putter-drawing')).toHaveAttribute('transform', 'translate(240,0) scale(-1,1)');
  });

  it('keeps Add to Cart disabled until the price is known, then adds and confirms', async () => {
    const priced = holdNextAnswer('/api/configure-putter');
    const { user } = renderWithProviders(<Configurator />);
    await screen.findByRole('radio', { name: /Melody C/ });
    await waitFor(() => expect(addButton()).toHaveTextContent('Calculating Price...'));
    expect(addButton()).toBeDisabled();
    priced.answer();
    await waitFor(() => expect(addButton()).toHaveTextContent('Add to Cart'));
    expect(addButton()).toBeEnabled();
    const added = holdNextAnswer('/api/cart/add');
    await user.click(addButton());
    expect(addButton()).toHaveTextContent('Adding to Cart...');
    added.answer();
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(screen.getByText('Your custom sound putter has been added to your cart.')).toBeInTheDocument();
    expect(requestsTo('POST', '/api/cart/add')[0].body).toEqual({
      configurationId: expect.stringMatching(/^0{8}-/),
      quantity: 1,
    });
  });

  it('reads "Calculating Price..." while the server prices a change', async () => {
    const { user } = renderWithProviders(<Configurator />);
    await waitFor(() => expect(addButton()).toHaveTextContent('Add to Cart'));
    const priced = holdNextAnswer('/api/configure-putter');
    await user.click(await screen.findByRole('radio', { name: /Graphite/ }));
    expect(addButton()).toHaveTextContent('Calculating Price...');
    expect(addButton()).toBeDisabled();
    priced.answer();
    await waitFor(() => expect(total()).toHaveTextContent('฿13,000'));
  });

  it('shows the failure card with Refresh Page when a core list fails, and a one-time notice', async () => {
    server.use(
      http.get('/api/customizations/grip', () =>
        HttpResponse.json({ message: 'boom', status: 500, code: 'internal_error' }, { status: 500 }),
      ),
    );
    renderWithProviders(<Configurator />);
    expect(
      await screen.findByText('Unable to load customization options. Please refresh the page and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    expect(screen.getAllByText('Server error')).toHaveLength(1);
  });

  it('restores a shared configuration', async () => {
    const saved: PutterConfigurationView = {
      id: '00000000-0000-4000-8000-00000000abcd',
      modelId: 'melody-d',
      handedness: 'left',
      gripId: 'grip-premium-red',
      shaftId: 'shaft-graphite',
      shaftColorId: 'shaft-color-black',
      lengthId: 'length-33',
      logoId: 'logo-single',
      logoConfigurations: [{ position: 'face', type: 'text', content: 'ACE' }],
      logoText: 'ACE',
      millOptionId: null,
      faceMillOptionId: 'face-mill-standard',
      giftBoxId: 'gift-box-none',
      lieAngle: '70.00',
      totalPrice: 16000,
      createdAt: '2024-01-01T00:00:00.000Z',
      names: {
        model: 'Melody D',
        grip: 'Premium Red',
        shaft: 'Graphite',
        shaftColor: 'Matte Black',
        length: '33 inches',
        logo: 'Single Logo',
        millOption: null,
        faceMillOption: 'Standard Mill',
        giftBox: 'No Gift Box',
      },
      choices: [],
    };
    fakeState.configurations.set(saved.id, saved);
    renderWithProviders(<Configurator configId={saved.id} initialModelId="melody-c" />);
    expect(await screen.findByRole('radio', { name: /Melody D/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Left-handed/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Premium Red/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: /33 inches/ })).toBeChecked();
    expect(screen.getByTestId('live-summary')).toHaveTextContent('Face: "ACE"');
    await waitFor(() => expect(total()).toHaveTextContent('฿16,000'));
  });
});
