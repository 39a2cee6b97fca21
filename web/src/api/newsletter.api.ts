import { apiPaths, type LinkMailed, type NewsletterStatus } from '@sound-putter/contracts';
import type { LinkTokenDto, MailLinkRequestDto } from '@sound-putter/contracts/dto';
import { baseApi } from './base-api';

/** The newsletter by double opt-in: asking mails a confirmation link; its page confirms; each mail can unsubscribe. */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<LinkMailed, MailLinkRequestDto>({
      query: (body) => ({ url: apiPaths.newsletter.subscribe, method: 'POST', body }),
    }),
    confirmNewsletter: build.mutation<NewsletterStatus, LinkTokenDto>({
      query: (body) => ({ url: apiPaths.newsletter.confirm, method: 'POST', body }),
    }),
    unsubscribeNewsletter: build.mutation<NewsletterStatus, LinkTokenDto>({
      query: (body) => ({ url: apiPaths.newsletter.unsubscribe, method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation, useConfirmNewsletterMutation, useUnsubscribeNewsletterMutation } =
  newsletterApi;
