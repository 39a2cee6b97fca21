import { configurationChoiceLabels, formatPickupCode, remakeReasonLabels } from '@sound-putter/contracts';
import { pickupQrRows } from './pickup-qr';
import type {
  AtRiskMailData,
  CancelledMailData,
  RefundedMailData,
  CraftingStartedMailData,
  DeadlineMissedMailData,
  DeliveredMailData,
  OrderMailDataByKind,
  OrderMailKind,
  OrderMailLine,
  PaymentReturnedMailData,
  ReadyToCollectMailData,
  ReceiptMailData,
  RemakeMailData,
  ShippedMailData,
} from './order-mail-data';
import {
  careGuideUrl,
  mailAmount,
  mailDateTime,
  mailOptionPrice,
  mailOrderNumber,
  shopLink,
  trackingUrl,
} from './order-mail-format';
import { escapeHtml as e } from '../escape';
import { orderMailTexts, type OrderMailTexts } from './order-mail-texts';
import type { MailLanguage } from '../../mail-kinds';
import type { MailContent, MailLinks, MailTemplate } from '../mail-template';
import {
  buttonSection,
  dividerSection,
  type Fact,
  factsSection,
  factsText,
  headingSection,
  mailColours,
  textSection,
} from './mjml-parts';

/** Shops' option names stay as the catalog gives them; only the hand reads in the mail's language. */
const optionName = (option: OrderMailLine['options'][number], t: OrderMailTexts): string =>
  option.choice === 'handedness' ? (option.name.startsWith('Left') ? t.hands.left : t.hands.right) : option.name;

/** Each option of a line with what it added; the model's row is its base price. */
const optionRows = (line: OrderMailLine, language: MailLanguage) => {
  const t = orderMailTexts[language];
  return line.options.map((option) =>
    option.choice === 'model'
      ? { label: t.basePrice, name: '', price: mailAmount(option.priceSatang) }
      : {
          label: configurationChoiceLabels[language][option.choice],
          name: optionName(option, t),
          price: mailOptionPrice(option.priceSatang, language),
        },
  );
};

/** A line: the putter's picture beside its options by name and prices (stacked on a phone). */
const lineSection = (line: OrderMailLine, language: MailLanguage, links: MailLinks, withPrices: boolean): string => {
  const t = orderMailTexts[language];
  const rows = optionRows(line, language)
    .filter((row) => withPrices || row.name)
    .map(
      (row) =>
        `<tr><td style="color:${mailColours.muted};padding:2px 8px 2px 0;vertical-align:top">${e(row.label)}</td><td style="padding:2px 8px 2px 0">${e(row.name)}</td>${withPrices ? `<td style="text-align:right;white-space:nowrap;padding:2px 0">${e(row.price)}</td>` : ''}</tr>`,
    )
    .join('');
  const picture = line.picturePath
    ? `<mj-column width="30%" vertical-align="top"><mj-image src="${e(shopLink(links.shopUrl, line.picturePath))}" alt="${e(line.modelName)}" width="150px" align="left" border-radius="8px" padding="12px 0 8px 25px" /></mj-column>`
    : '';
  const lineTotal = withPrices
    ? `<mj-text align="right" color="${mailColours.text}" font-size="14px" font-weight="600" padding-top="0">${e(t.receipt.quantity(line.quantity))} × ${e(mailAmount(line.unitPriceSatang))} = ${e(mailAmount(line.unitPriceSatang * line.quantity))}</mj-text>`
    : `<mj-text color="${mailColours.muted}" font-size="14px" padding-top="0">${e(t.receipt.quantity(line.quantity))}</mj-text>`;
  return `<mj-section padding="8px 0" border-bottom="1px solid ${mailColours.line}">${picture}
  <mj-column width="${line.picturePath ? '70%' : '100%'}" vertical-align="top">
    <mj-text color="${mailColours.text}" font-size="17px" font-weight="700" padding-bottom="4px">${e(line.modelName)}</mj-text>
    <mj-table color="${mailColours.text}" font-size="13px" line-height="1.4" padding-top="0">${rows}</mj-table>
    ${lineTotal}
  </mj-column>
</mj-section>`;
};

const lineText = (line: OrderMailLine, language: MailLanguage, withPrices: boolean): string => {
  const t = orderMailTexts[language];
  const rows = optionRows(line, language)
    .filter((row) => withPrices || row.name)
    .map((row) => `  ${row.label}: ${row.name}${row.name && withPrices ? ' ' : ''}${withPrices ? row.price : ''}`);
  const total = withPrices
    ? `  ${t.receipt.quantity(line.quantity)} × ${mailAmount(line.unitPriceSatang)} = ${mailAmount(line.unitPriceSatang * line.quantity)}`
    : `  ${t.receipt.quantity(line.quantity)}`;
  return [line.modelName, ...rows, total].join('\n');
};

/** The plain-text part: the same facts, one per line, links written out. */
const plainText = (parts: Array<string | null | undefined | false>): string =>
  `${parts.filter((p): p is string => typeof p === 'string').join('\n\n')}\n`;

interface Frame {
  data: { orderId: string; customerName: string };
  language: MailLanguage;
  links: MailLinks;
}

/** The parts every order mail shares: greeting, order number, the tracking link. */
const framed = ({ data, language, links }: Frame) => {
  const t = orderMailTexts[language];
  const order = mailOrderNumber(data.orderId);
  const url = trackingUrl(links.shopUrl, data.orderId);
  return {
    t,
    order,
    greeting: t.greeting(data.customerName),
    track: buttonSection(t.trackButton, url),
    trackText: `${t.trackText}: ${url}`,
    orderFact: [t.orderLabel, order] as Fact,
  };
};

export const receiptMail: MailTemplate<ReceiptMailData> = (data, language, links) => {
  const { t, order, greeting, track, trackText, orderFact } = framed({ data, language, links });
  const deadline = mailDateTime(data.deliveryDeadline, language);
  const total = mailAmount(data.totalSatang);
  const intro = t.receipt.intro(deadline);
  const facts: Fact[] = [
    orderFact,
    [t.receipt.paidAtLabel, mailDateTime(data.paidAt, language)],
    [t.receipt.methodLabel, t.receipt.methods[data.paymentMethod]],
    [t.deadlineLabel, deadline],
  ];
  return {
    subject: t.receipt.subject(order),
    preheader: t.receipt.preheader(total, deadline),
    body: [
      headingSection(t.receipt.heading, greeting, intro),
      factsSection(facts),
      dividerSection(),
      ...data.lines.map((line) => lineSection(line, language, links, true)),
      factsSection([[t.receipt.totalLabel, total]], true),
      track,
    ].join('\n'),
    text: plainText([
      greeting,
      intro,
      factsText(facts),
      ...data.lines.map((line) => lineText(line, language, true)),
      `${t.receipt.totalLabel}: ${total}`,
      trackText,
    ]),
  };
};

export const craftingStartedMail: MailTemplate<CraftingStartedMailData> = (data, language, links) => {
  const { t, order, greeting, track, trackText, orderFact } = framed({ data, language, links });
  const deadline = data.deliveryDeadline ? mailDateTime(data.deliveryDeadline, language) : null;
  const intro = deadline ? t.crafting.intro(deadline) : t.crafting.preheader;
  return {
    subject: t.crafting.subject(order),
    preheader: t.crafting.preheader,
    body: [
      headingSection(t.crafting.heading, greeting, intro),
      factsSection(deadline ? [orderFact, [t.deadlineLabel, deadline]] : [orderFact]),
      ...data.lines.map((line) => lineSection(line, language, links, false)),
      track,
    ].join('\n'),
    text: plainText([greeting, intro, ...data.lines.map((line) => lineText(line, language, false)), trackText]),
  };
};

/** The at-risk and missed apologies share their shape: what was promised, the new estimate. */
const apology = (
  texts: OrderMailTexts['atRisk'] | OrderMailTexts['missed'],
  data: AtRiskMailData | DeadlineMissedMailData,
  language: MailLanguage,
  links: MailLinks,
): MailContent => {
  const { order, greeting, track, trackText, orderFact } = framed({ data, language, links });
  const deadline = mailDateTime(data.deliveryDeadline, language);
  const estimate = mailDateTime(data.newEstimate, language);
  const intro = texts.intro(deadline, estimate);
  return {
    subject: texts.subject(order),
    preheader: texts.preheader(estimate),
    body: [
      headingSection(texts.heading, greeting, intro),
      factsSection([orderFact, [texts.estimateLabel, estimate]], true),
      track,
    ].join('\n'),
    text: plainText([greeting, intro, `${texts.estimateLabel}: ${estimate}`, trackText]),
  };
};

export const atRiskMail: MailTemplate<AtRiskMailData> = (data, language, links) =>
  apology(orderMailTexts[language].atRisk, data, language, links);

export const deadlineMissedMail: MailTemplate<DeadlineMissedMailData> = (data, language, links) =>
  apology(orderMailTexts[language].missed, data, language, links);

/** A small grey note under the facts, or nothing. */
const mutedNote = (text: string | null): string =>
  text ? textSection(e(text), `color="${mailColours.muted}" font-size="14px"`) : '';

export const shippedMail: MailTemplate<ShippedMailData> = (data, language, links) => {
  const { t, order, greeting, track, trackText, orderFact } = framed({ data, language, links });
  const s = t.shipped;
  const facts: Fact[] = [orderFact, [s.shippedAtLabel, mailDateTime(data.shippedAt, language)]];
  if (data.carrier) facts.push([s.carrierLabel, data.carrier]);
  if (data.trackingNumber) facts.push([s.trackingNumberLabel, data.trackingNumber]);
  const pending = data.trackingNumber ? null : s.noTrackingNumber;
  const carrierUrl = data.trackingNumber && data.carrierTrackingUrl ? data.carrierTrackingUrl : null;
  return {
    subject: s.subject(order),
    preheader: s.preheader,
    body: [
      headingSection(s.heading, greeting, s.intro),
      factsSection(facts, true),
      mutedNote(pending),
      carrierUrl ? buttonSection(s.carrierButton, carrierUrl) : '',
      ...data.lines.map((line) => lineSection(line, language, links, false)),
      track,
    ]
      .filter(Boolean)
      .join('\n'),
    text: plainText([
      greeting,
      s.intro,
      factsText(facts),
      pending,
      carrierUrl ? `${s.carrierLinkText}: ${carrierUrl}` : null,
      ...data.lines.map((line) => lineText(line, language, false)),
      trackText,
    ]),
  };
};

/**
 * The pickup code large, and its QR drawn as table cells (no image: mail apps that block images or data: URLs still
 * show it), each row its own table of runs so the markup stays small.
 */
const pickupCodeSection = (code: string, label: string, qrAlt: string): string => {
  const qr = pickupQrRows(code);
  const cell = 5;
  const rows = qr
    .map(
      (runs) =>
        `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 auto"><tr>${runs
          .map(
            ([dark, n]) =>
              `<td width="${n * cell}" height="${cell}" style="width:${n * cell}px;height:${cell}px;line-height:${cell}px;font-size:0;background:${dark ? '#000000' : '#ffffff'}"></td>`,
          )
          .join('')}</tr></table>`,
    )
    .join('');
  return `<mj-section padding="8px 0" background-color="${mailColours.soft}" border-radius="8px"><mj-column>
  <mj-text align="center" color="${mailColours.muted}" font-size="14px" padding-bottom="0">${e(label)}</mj-text>
  <mj-text align="center" color="${mailColours.text}" font-size="32px" font-weight="700" letter-spacing="4px" font-family="Menlo, Consolas, monospace">${e(formatPickupCode(code))}</mj-text>
  <mj-text align="center" padding-top="0"><div role="img" aria-label="${e(qrAlt)}" style="display:inline-block;background:#ffffff;padding:4px">${rows}</div></mj-text>
</mj-column></mj-section>`;
};

export const readyToCollectMail: MailTemplate<ReadyToCollectMailData> = (data, language, links) => {
  const { t, order, greeting, track, trackText, orderFact } = framed({ data, language, links });
  const r = t.readyToCollect;
  const facts: Fact[] = [orderFact, [r.placeLabel, r.place], [r.readyAtLabel, mailDateTime(data.readyAt, language)]];
  return {
    subject: r.subject(order),
    preheader: r.preheader,
    body: [
      headingSection(r.heading, greeting, r.intro),
      pickupCodeSection(data.pickupCode, r.codeLabel, r.qrAlt),
      mutedNote(r.bring),
      factsSection(facts),
      ...data.lines.map((line) => lineSection(line, language, links, false)),
      track,
    ].join('\n'),
    text: plainText([
      greeting,
      r.intro,
      `${r.codeLabel}: ${formatPickupCode(data.pickupCode)}`,
      r.bring,
      factsText(facts),
      ...data.lines.map((line) => lineText(line, language, false)),
      trackText,
    ]),
  };
};

export const deliveredMail: MailTemplate<DeliveredMailData> = (data, language, links) => {
  const { t, order, greeting, track, trackText, orderFact } = framed({ data, language, links });
  const d = t.delivered;
  const careUrl = careGuideUrl(links.shopUrl);
  return {
    subject: d.subject(order),
    preheader: d.preheader,
    body: [
      headingSection(d.heading, greeting, d.intro),
      factsSection([orderFact]),
      textSection(
        `<strong style="color:${mailColours.brand};font-size:17px">${e(d.careHeading)}</strong><ul style="padding-left:20px;margin:8px 0">${d.care.map((c) => `<li>${e(c)}</li>`).join('')}</ul><a href="${e(careUrl)}" style="color:${mailColours.brand}">${e(d.careLink)}</a>`,
      ),
      track,
    ].join('\n'),
    text: plainText([
      greeting,
      d.intro,
      [d.careHeading, ...d.care.map((c) => `- ${c}`), `${d.careLink}: ${careUrl}`].join('\n'),
      trackText,
    ]),
  };
};

export const cancelledMail: MailTemplate<CancelledMailData> = (data, language, links) => {
  const { t, order, greeting, track, trackText, orderFact } = framed({ data, language, links });
  const c = t.cancelled;
  const facts: Fact[] = [orderFact, [c.cancelledAtLabel, mailDateTime(data.cancelledAt, language)]];
  if (data.reason) facts.push([c.reasonLabel, data.reason]);
  if (data.refundSatang > 0) facts.push([c.refundLabel, mailAmount(data.refundSatang)]);
  const refund = data.refundSatang > 0 ? c.refundText : null;
  const body = [headingSection(c.heading, greeting, c.intro), factsSection(facts, true), mutedNote(refund), track];
  return {
    subject: c.subject(order),
    preheader: c.preheader,
    body: body.filter(Boolean).join('\n'),
    text: plainText([greeting, c.intro, factsText(facts), refund, trackText]),
  };
};

export const remakeMail: MailTemplate<RemakeMailData> = (data, language, links) => {
  const { t, order, greeting, track, trackText, orderFact } = framed({ data, language, links });
  const r = t.remake;
  const deadline = mailDateTime(data.deliveryDeadline, language);
  const original = mailOrderNumber(data.remakeOfOrderId);
  const reason = remakeReasonLabels[data.reason][language];
  const intro = r.intro(original, reason);
  const facts: Fact[] = [orderFact, [r.remakeOfLabel, original], [r.reasonLabel, reason], [t.deadlineLabel, deadline]];
  return {
    subject: r.subject(order),
    preheader: r.preheader(deadline),
    body: [
      headingSection(r.heading, greeting, intro),
      factsSection(facts, true),
      ...data.lines.map((line) => lineSection(line, language, links, false)),
      mutedNote(r.noCharge),
      track,
    ].join('\n'),
    text: plainText([
      greeting,
      intro,
      factsText(facts),
      ...data.lines.map((line) => lineText(line, language, false)),
      r.noCharge,
      trackText,
    ]),
  };
};

export const refundedMail: MailTemplate<RefundedMailData> = (data, language, links) => {
  const { t, order, greeting, track, trackText, orderFact } = framed({ data, language, links });
  const r = t.refunded;
  const amount = mailAmount(data.refundSatang);
  const facts: Fact[] = [
    orderFact,
    [r.refundedAtLabel, mailDateTime(data.refundedAt, language)],
    [r.amountLabel, amount],
    [r.reasonLabel, data.reason],
  ];
  const note = data.method === 'in_store' ? r.counterText : r.cardText;
  const body = [headingSection(r.heading, greeting, r.intro), factsSection(facts, true), mutedNote(note), track];
  return {
    subject: r.subject(order),
    preheader: r.preheader(amount),
    body: body.filter(Boolean).join('\n'),
    text: plainText([greeting, r.intro, factsText(facts), note, trackText]),
  };
};

export const paymentReturnedMail: MailTemplate<PaymentReturnedMailData> = (data, language, links) => {
  const { t, order, greeting, track, trackText, orderFact } = framed({ data, language, links });
  const r = t.paymentReturned;
  const amount = mailAmount(data.amountSatang);
  const facts: Fact[] = [
    orderFact,
    [r.returnedAtLabel, mailDateTime(data.returnedAt, language)],
    [r.amountLabel, amount],
    [r.reasonLabel, r.reasons[data.reason]],
  ];
  const body = [headingSection(r.heading, greeting, r.intro), factsSection(facts, true), mutedNote(r.note), track];
  return {
    subject: r.subject(order),
    preheader: r.preheader(amount),
    body: body.filter(Boolean).join('\n'),
    text: plainText([greeting, r.intro, factsText(facts), r.note, trackText]),
  };
};

/** Each order mail kind's template. */
export const orderMailTemplates: { [K in OrderMailKind]: MailTemplate<OrderMailDataByKind[K]> } = {
  'order-receipt': receiptMail,
  'order-crafting-started': craftingStartedMail,
  'order-at-risk': atRiskMail,
  'order-deadline-missed': deadlineMissedMail,
  'order-shipped': shippedMail,
  'order-ready-to-collect': readyToCollectMail,
  'order-delivered': deliveredMail,
  'order-cancelled': cancelledMail,
  'order-refunded': refundedMail,
  'order-payment-returned': paymentReturnedMail,
  'order-remake': remakeMail,
};
