import mjml2html from 'mjml';
import { defineTexts } from '@sound-putter/contracts';
import type { MailLanguage } from './mail-kinds';
import { escapeHtml, type MailContent } from './templates';

export interface BrandLayoutOptions {
  language: MailLanguage;
  shopUrl: string;
  /** The shop's postal address for the footer. */
  shopAddress: string;
  /** Only marketing mails carry one. */
  unsubscribeUrl?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const footerWords = defineTexts({
  en: { why: 'You get this mail because of your order or account at Sound Putter.', unsubscribe: 'Unsubscribe' },
  th: { why: 'คุณได้รับอีเมลนี้เนื่องจากคำสั่งซื้อหรือบัญชีของคุณที่ Sound Putter', unsubscribe: 'ยกเลิกการรับอีเมล' },
});

const brand = { name: 'Sound Putter', ink: '#1a1a1a', accent: '#b8862b', muted: '#6b6b6b', paper: '#f6f4ef' };

/** Wraps a template's body in the brand's header and footer and renders it to responsive HTML with MJML. */
export async function renderBrandLayout(content: MailContent, options: BrandLayoutOptions): Promise<RenderedMail> {
  const words = footerWords[options.language];
  const unsubscribe = options.unsubscribeUrl
    ? `<mj-text align="center" font-size="12px"><a href="${escapeHtml(options.unsubscribeUrl)}" style="color:${brand.muted}">${escapeHtml(words.unsubscribe)}</a></mj-text>`
    : '';
  const source = `<mjml lang="${options.language}">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preheader)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, 'Noto Sans Thai', Tahoma, sans-serif" />
      <mj-text color="${brand.ink}" font-size="16px" line-height="1.5" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${brand.paper}">
    <mj-section padding="24px 0 8px">
      <mj-column>
        <mj-text align="center" font-size="22px" font-weight="bold" letter-spacing="2px">
          <a href="${escapeHtml(options.shopUrl)}" style="color:${brand.ink};text-decoration:none">${brand.name.toUpperCase()}</a>
        </mj-text>
        <mj-divider border-color="${brand.accent}" border-width="2px" width="64px" />
      </mj-column>
    </mj-section>
    <mj-wrapper background-color="#ffffff" padding="8px 0">
      ${content.body}
    </mj-wrapper>
    <mj-section padding="16px 0 32px">
      <mj-column>
        <mj-text align="center" font-size="12px" color="${brand.muted}">${escapeHtml(words.why)}<br />${escapeHtml(brand.name)} · ${escapeHtml(options.shopAddress)}</mj-text>
        ${unsubscribe}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html } = await mjml2html(source, { validationLevel: 'strict' });
  const footer = [`--`, words.why, `${brand.name} · ${options.shopAddress}`, options.shopUrl];
  if (options.unsubscribeUrl) footer.push(`${words.unsubscribe}: ${options.unsubscribeUrl}`);
  return { subject: content.subject, html, text: `${content.text}\n\n${footer.join('\n')}\n` };
}
