import { escapeHtml as e } from '../escape';

/** The brand's green (web's --color-brand-700) and the text greys, so the mail looks like the shop. */
export const mailColours = { brand: '#047857', text: '#1e293b', muted: '#475569', line: '#e2e8f0', soft: '#ecfdf5' };

/** A text block; `html` is already escaped markup. */
export const textSection = (html: string, attrs = ''): string =>
  `<mj-section padding="0 0"><mj-column><mj-text color="${mailColours.text}" font-size="15px" line-height="1.6" ${attrs}>${html}</mj-text></mj-column></mj-section>`;

export const headingSection = (heading: string, greeting: string, intro: string): string =>
  `<mj-section padding="8px 0 0"><mj-column>
  <mj-text color="${mailColours.brand}" font-size="24px" font-weight="700" line-height="1.3">${e(heading)}</mj-text>
  <mj-text color="${mailColours.text}" font-size="15px" line-height="1.6">${e(greeting)}</mj-text>
  <mj-text color="${mailColours.text}" font-size="15px" line-height="1.6">${e(intro)}</mj-text>
</mj-column></mj-section>`;

export type Fact = [label: string, value: string];

/** Label/value pairs as a two-column table; `highlight` sets them on the brand's tint in a larger size. */
export const factsSection = (rows: Fact[], highlight = false): string =>
  `<mj-section padding="4px 0"${highlight ? ` background-color="${mailColours.soft}" border-radius="8px"` : ''}><mj-column>
  <mj-table color="${mailColours.text}" font-size="14px" line-height="1.5" cellpadding="4">
${rows
  .map(
    ([label, value]) =>
      `    <tr><td style="color:${mailColours.muted};vertical-align:top;padding-right:12px;white-space:nowrap">${e(label)}</td><td style="text-align:right;font-weight:600${highlight ? ';font-size:15px' : ''}">${e(value)}</td></tr>`,
  )
  .join('\n')}
  </mj-table>
</mj-column></mj-section>`;

export const buttonSection = (label: string, href: string): string =>
  `<mj-section padding="8px 0 16px"><mj-column><mj-button background-color="${mailColours.brand}" color="#ffffff" font-size="15px" font-weight="600" border-radius="8px" inner-padding="12px 24px" href="${e(href)}">${e(label)}</mj-button></mj-column></mj-section>`;

export const dividerSection = (): string =>
  `<mj-section padding="0"><mj-column><mj-divider border-color="${mailColours.line}" border-width="1px" /></mj-column></mj-section>`;

/** The same facts in the plain-text part. */
export const factsText = (rows: Fact[]): string => rows.map(([label, value]) => `${label}: ${value}`).join('\n');
