import { Injectable } from '@nestjs/common';
import { AppConfig } from '../infrastructure/config/app-config';
import { renderBrandLayout, type RenderedMail } from './brand-layout';
import { type MailKind, type MailLanguage, mailKinds, marketingKinds } from './mail-kinds';
import { mailTemplates } from './templates';

/** A stored mail that cannot be rendered (unknown kind, a marketing mail without its unsubscribe link). */
export class UnrenderableMail extends Error {}

const isKind = (kind: string): kind is MailKind => (mailKinds as readonly string[]).includes(kind);

/** A rendered mail and the headers it goes with (RFC 8058 one-click unsubscribe for marketing mails). */
export type MailToSend = RenderedMail & { headers: Record<string, string> };

/** Turns an outbox row's kind, language and data into the mail's subject, HTML and text, at send time. */
@Injectable()
export class MailRenderer {
  constructor(private readonly config: AppConfig) {}

  async render(kind: string, language: MailLanguage, data: Record<string, unknown>): Promise<MailToSend> {
    if (!isKind(kind)) throw new UnrenderableMail(`no template for the mail kind ${kind}`);
    const marketing = marketingKinds.has(kind);
    const unsubscribeUrl = marketing && typeof data.unsubscribeUrl === 'string' ? data.unsubscribeUrl : undefined;
    if (marketing && !unsubscribeUrl)
      throw new UnrenderableMail(`the marketing mail ${kind} has no unsubscribeUrl in its data`);
    const links = { shopUrl: this.config.shopUrl };
    const rendered = await renderBrandLayout(mailTemplates[kind](data, language, links), {
      language,
      shopUrl: links.shopUrl,
      shopAddress: this.config.SHOP_ADDRESS,
      unsubscribeUrl,
    });
    const oneClick = marketing && typeof data.listUnsubscribeUrl === 'string' ? data.listUnsubscribeUrl : undefined;
    const headers: Record<string, string> = oneClick
      ? { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {};
    return { ...rendered, headers };
  }
}
