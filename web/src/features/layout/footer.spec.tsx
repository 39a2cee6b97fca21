import { apiPaths, type ApiErrorBody, type LinkMailed } from '@sound-putter/contracts';
import type { MailLinkRequestDto } from '@sound-putter/contracts/dto';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Footer } from './footer';

describe("the footer's newsletter form", () => {
  it('asks the server to mail a confirmation link (double opt-in) and says nothing is sent until it is opened', async () => {
    const asked: MailLinkRequestDto[] = [];
    server.use(
      http.post(apiPaths.newsletter.subscribe, async ({ request }) => {
        asked.push((await request.json()) as MailLinkRequestDto);
        return HttpResponse.json({ mailed: true } satisfies LinkMailed);
      }),
    );
    const { user } = renderWithProviders(<Footer />);
    await user.type(screen.getByLabelText('Get sound news and new models first'), ' fan@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/we sent a confirmation link to fan@example\.com/)).toBeInTheDocument();
    expect(screen.getByTestId('newsletter-feedback')).toHaveTextContent('nothing is sent until you do');
    expect(asked).toEqual([{ email: 'fan@example.com', language: 'en' }]);
    expect(screen.getByLabelText('Get sound news and new models first')).toHaveValue('');
  });

  it("shows the server's refusal of a bad address and claims nothing", async () => {
    server.use(
      http.post(apiPaths.newsletter.subscribe, () =>
        HttpResponse.json(
          {
            message: 'Validation failed.',
            status: 422,
            code: 'validation_failed',
            details: { email: ['Please enter a valid email address'] },
          } satisfies ApiErrorBody,
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithProviders(<Footer />);
    await user.type(screen.getByLabelText('Get sound news and new models first'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.queryByText(/confirmation link/)).not.toBeInTheDocument();
  });
});
