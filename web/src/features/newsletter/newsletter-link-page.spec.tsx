import { apiPaths, type ApiErrorBody, type NewsletterStatus } from '@sound-putter/contracts';
import type { LinkTokenDto } from '@sound-putter/contracts/dto';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { NewsletterLinkPage } from './newsletter-link-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('the newsletter link pages', () => {
  it('confirms with the token from the link, once', async () => {
    const sent: LinkTokenDto[] = [];
    server.use(
      http.post(apiPaths.newsletter.confirm, async ({ request }) => {
        sent.push((await request.json()) as LinkTokenDto);
        return HttpResponse.json({ status: 'subscribed' } satisfies NewsletterStatus);
      }),
    );
    renderWithProviders(<NewsletterLinkPage action="confirm" />, { route: `/newsletter/confirm#token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: "You're subscribed" })).toBeInTheDocument();
    expect(sent).toEqual([{ token: TOKEN }]);
  });

  it('unsubscribes with the token from the link', async () => {
    server.use(
      http.post(apiPaths.newsletter.unsubscribe, () =>
        HttpResponse.json({ status: 'unsubscribed' } satisfies NewsletterStatus),
      ),
    );
    renderWithProviders(<NewsletterLinkPage action="unsubscribe" />, {
      route: `/newsletter/unsubscribe#token=${TOKEN}`,
    });
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeInTheDocument();
  });

  it('explains an expired confirmation link', async () => {
    server.use(
      http.post(apiPaths.newsletter.confirm, () =>
        HttpResponse.json(
          { message: 'expired', status: 410, code: 'newsletter_link_expired', details: {} } satisfies ApiErrorBody,
          { status: 410 },
        ),
      ),
    );
    renderWithProviders(<NewsletterLinkPage action="confirm" />, { route: `/newsletter/confirm#token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Link expired' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Subscribe again from the footer');
    // One language per page: no Thai beside the English.
    expect(screen.getByRole('alert')).not.toHaveTextContent(/[\u0E00-\u0E7F]/);
  });

  it("speaks a Thai mail's language: the link's ?lang=th, kept after the token leaves the address", async () => {
    server.use(
      http.post(apiPaths.newsletter.confirm, () =>
        HttpResponse.json({ status: 'subscribed' } satisfies NewsletterStatus),
      ),
    );
    renderWithProviders(<NewsletterLinkPage action="confirm" />, {
      route: `/newsletter/confirm?lang=th#token=${TOKEN}`,
    });
    expect(await screen.findByRole('heading', { name: 'สมัครรับจดหมายข่าวแล้ว' })).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent(/Thank you/);
    expect(screen.getByRole('link', { name: 'กลับไปที่ร้าน' })).toBeInTheDocument();
  });
});
