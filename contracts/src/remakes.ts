import type { Texts } from './i18n';

/** Why the workshop makes an order again at no charge. */
export const remakeReasons = ['defect', 'wrong_engraving', 'damaged_in_transit'] as const;
export type RemakeReason = (typeof remakeReasons)[number];

export const isRemakeReason = (value: unknown): value is RemakeReason =>
  typeof value === 'string' && (remakeReasons as readonly string[]).includes(value);

/** Each reason as the board, the order page and the mails say it. */
export const remakeReasonLabels: Record<RemakeReason, Texts<string>> = {
  defect: { en: 'Defect', th: 'ชำรุดจากการผลิต' },
  wrong_engraving: { en: 'Wrong engraving', th: 'สลักข้อความผิด' },
  damaged_in_transit: { en: 'Damaged in transit', th: 'เสียหายระหว่างขนส่ง' },
};
