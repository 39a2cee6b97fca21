import { screen, waitFor, within } from '@testing-library/react';
import { LOGO_TEXT_MAX_LENGTH } from '@sound-putter/contracts';
import { requestsTo } from '../../testing/msw/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Configurator } from './configurator';

const setup = async () => {
  const rendered = renderWithProviders(<Configurator />);
  await waitFor(() => expect(screen.getByTestId('configurator-total')).toHaveTextContent('฿10,500'));
  // The groups below the first ones render a frame later.
  await screen.findByRole('radio', { name: /Single Logo/ });
  return rendered;
};

const dialog = () => screen.getByRole('dialog', { name: /Customize your logo/ });

describe('Logo wizard', () => {
  it('opens for one logo and enables Complete only with position, type and content', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('radio', { name: /Single Logo/ }));
    const d = dialog();
    expect(within(d).getByText('Step 1 of 1')).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Back' })).toBeDisabled();
    const complete = within(d).getByRole('button', { name: 'Complete' });
    expect(complete).toBeDisabled();
    await user.click(within(d).getByRole('radio', { name: /Face/ }));
    expect(complete).toBeDisabled();
    await user.click(within(d).getByRole('radio', { name: /Custom Text/ }));
    expect(complete).toBeDisabled();
    await user.type(within(d).getByLabelText('3. Enter your text'), '   ');
    expect(complete).toBeDisabled();
    await user.clear(within(d).getByLabelText('3. Enter your text'));
    await user.type(within(d).getByLabelText('3. Enter your text'), 'JD');
    expect(complete).toBeEnabled();
    await user.click(complete);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('live-summary')).toHaveTextContent('Face: "JD"');
    await waitFor(() =>
      expect(requestsTo('POST', '/api/configure-putter').at(-1)?.body).toMatchObject({
        logoId: 'logo-single',
        logoConfigurations: [{ position: 'face', type: 'text', content: 'JD' }],
      }),
    );
    await waitFor(() => expect(screen.getByTestId('configurator-total')).toHaveTextContent('฿11,300'));
  });

  it(`limits text to ${LOGO_TEXT_MAX_LENGTH} characters and shows the limit`, async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('radio', { name: /Single Logo/ }));
    await user.click(within(dialog()).getByRole('radio', { name: /Custom Text/ }));
    const input = within(dialog()).getByLabelText('3. Enter your text');
    await user.type(input, 'A'.repeat(LOGO_TEXT_MAX_LENGTH + 5));
    expect(input).toHaveValue('A'.repeat(LOGO_TEXT_MAX_LENGTH));
    expect(
      within(dialog()).getByText(
        `${LOGO_TEXT_MAX_LENGTH}/${LOGO_TEXT_MAX_LENGTH} characters (maximum ${LOGO_TEXT_MAX_LENGTH})`,
      ),
    ).toBeInTheDocument();
  });

  it('counts an emoji as one character and keeps Complete off for zero-width spaces only, as the server does', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('radio', { name: /Single Logo/ }));
    const d = dialog();
    await user.click(within(d).getByRole('radio', { name: /Face/ }));
    await user.click(within(d).getByRole('radio', { name: /Custom Text/ }));
    const input = within(d).getByLabelText('3. Enter your text');
    await user.type(input, '\u200B\u200B');
    expect(within(d).getByRole('button', { name: 'Complete' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '⛳'.repeat(LOGO_TEXT_MAX_LENGTH + 2));
    expect(input).toHaveValue('⛳'.repeat(LOGO_TEXT_MAX_LENGTH));
    expect(
      within(d).getByText(`${LOGO_TEXT_MAX_LENGTH}/${LOGO_TEXT_MAX_LENGTH} characters`, { exact: false }),
    ).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Complete' })).toBeEnabled();
  });

  it('clears the content when the type changes', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('radio', { name: /Single Logo/ }));
    const d = dialog();
    await user.click(within(d).getByRole('radio', { name: /Sole/ }));
    await user.click(within(d).getByRole('radio', { name: /Choose Logo/ }));
    await user.click(within(d).getByRole('radio', { name: /Crown Royal/ }));
    expect(within(d).getByRole('button', { name: 'Complete' })).toBeEnabled();
    expect(within(d).getByText('More logos are available by request.')).toBeInTheDocument();
    await user.click(within(d).getByRole('radio', { name: /Custom Text/ }));
    expect(within(d).getByLabelText('3. Enter your text')).toHaveValue('');
    expect(within(d).getByRole('button', { name: 'Complete' })).toBeDisabled();
    await user.click(within(d).getByRole('radio', { name: /Choose Logo/ }));
    expect(within(d).getByRole('radio', { name: /Crown Royal/ })).not.toBeChecked();
  });

  it('walks two steps for two logos, with Back, and one logo per position', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('radio', { name: /Double Logo/ }));
    const d = dialog();
    expect(within(d).getByText(/Step 1 of 2/)).toBeInTheDocument();
    await user.click(within(d).getByRole('radio', { name: /Face/ }));
    await user.click(within(d).getByRole('radio', { name: /Custom Text/ }));
    await user.type(within(d).getByLabelText('3. Enter your text'), 'ACE');
    await user.click(within(d).getByRole('button', { name: 'Next' }));
    expect(within(d).getByText(/Step 2 of 2/)).toBeInTheDocument();
    expect(within(d).getByRole('radio', { name: /Face/ })).toBeDisabled();
    await user.click(within(d).getByRole('button', { name: 'Back' }));
    expect(within(d).getByLabelText('3. Enter your text')).toHaveValue('ACE');
    await user.click(within(d).getByRole('button', { name: 'Next' }));
    await user.click(within(d).getByRole('radio', { name: /Sole/ }));
    await user.click(within(d).getByRole('radio', { name: /Choose Logo/ }));
    await user.click(within(d).getByRole('radio', { name: /Eagle Emblem/ }));
    await user.click(within(d).getByRole('button', { name: 'Complete' }));
    expect(screen.getByTestId('live-summary')).toHaveTextContent('Face: "ACE", Sole: Eagle Emblem');
    expect(screen.getByText('2 logos configured')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('configurator-total')).toHaveTextContent('฿12,000'));
  });

  it('closing discards unconfirmed choices; Edit Logos reopens; No Logo clears; a different count starts fresh', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('radio', { name: /Single Logo/ }));
    await user.click(within(dialog()).getByRole('radio', { name: /Face/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Logo details needed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Edit Logos' }));
    expect(within(dialog()).getByRole('radio', { name: /Face/ })).not.toBeChecked();
    await user.click(within(dialog()).getByRole('radio', { name: /Face/ }));
    await user.click(within(dialog()).getByRole('radio', { name: /Custom Text/ }));
    await user.type(within(dialog()).getByLabelText('3. Enter your text'), 'JD');
    await user.click(within(dialog()).getByRole('button', { name: 'Complete' }));
    expect(screen.getByText('1 logo configured')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Logos' }));
    expect(within(dialog()).getByLabelText('3. Enter your text')).toHaveValue('JD');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('radio', { name: /Double Logo/ }));
    expect(within(dialog()).getByRole('radio', { name: /Face/ })).not.toBeChecked();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('radio', { name: /No Logo/ }));
    expect(screen.queryByRole('button', { name: 'Edit Logos' })).not.toBeInTheDocument();
    expect(screen.getByTestId('live-summary')).toHaveTextContent('No Logo');
    await waitFor(() =>
      expect(requestsTo('POST', '/api/configure-putter').at(-1)?.body).toMatchObject({
        logoId: 'logo-none',
        logoConfigurations: [],
      }),
    );
  });
});
