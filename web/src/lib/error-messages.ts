import { defineTexts, type ShopLanguage } from '@sound-putter/contracts';
import { currentLanguage } from './language';

/** Spec section 8: how an error becomes a notice's title and description, in the page's language. */
export interface ErrorLike {
  status?: number;
  message?: string;
}

export interface NoticeText {
  title: string;
  description: string;
}

/** The statuses with words of their own; 422 and 502-504 are told apart in `describeError`, any other is "Error". */
const knownStatuses = [400, 401, 403, 404, 409, 429, 500] as const;
type KnownStatus = (typeof knownStatuses)[number];

const isKnownStatus = (status: number): status is KnownStatus => (knownStatuses as readonly number[]).includes(status);

const words = defineTexts({
  en: {
    byStatus: {
      400: { title: 'Invalid request', description: 'The request was invalid. Please check your input and try again.' },
      401: { title: 'Authentication required', description: 'You need to be logged in to perform this action.' },
      403: { title: 'Access denied', description: "You don't have permission to perform this action." },
      404: { title: 'Not found', description: 'The requested item could not be found.' },
      409: {
        title: 'Conflict',
        description: 'This action conflicts with the current state. Please refresh and try again.',
      },
      429: {
        title: 'Too many requests',
        description: "You're making requests too quickly. Please wait a moment and try again.",
      },
      500: { title: 'Server error', description: 'An internal server error occurred. Our team has been notified.' },
    } satisfies Record<KnownStatus, NoticeText>,
    unavailable: {
      title: 'Service unavailable',
      description: 'Our servers are temporarily unavailable. Please try again in a few minutes.',
    },
    wrong: 'Something went wrong',
    validation: 'Validation error',
    error: 'Error',
    unexpected: { title: 'Unexpected error', description: 'An unexpected error occurred. Please try again.' },
    network: 'Please check your internet connection and try again.',
    checkForm: 'Please check the form data and try again.',
  },
  th: {
    byStatus: {
      400: { title: 'คำขอไม่ถูกต้อง', description: 'คำขอไม่ถูกต้อง กรุณาตรวจสอบข้อมูลแล้วลองอีกครั้ง' },
      401: { title: 'ต้องเข้าสู่ระบบ', description: 'กรุณาเข้าสู่ระบบก่อนทำรายการนี้' },
      403: { title: 'ไม่มีสิทธิ์', description: 'คุณไม่มีสิทธิ์ทำรายการนี้' },
      404: { title: 'ไม่พบข้อมูล', description: 'ไม่พบรายการที่ต้องการ' },
      409: { title: 'ข้อมูลขัดแย้ง', description: 'รายการนี้ขัดแย้งกับสถานะปัจจุบัน กรุณารีเฟรชแล้วลองอีกครั้ง' },
      429: { title: 'คำขอถี่เกินไป', description: 'คุณส่งคำขอเร็วเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง' },
      500: { title: 'เซิร์ฟเวอร์ขัดข้อง', description: 'เกิดข้อผิดพลาดภายในเซิร์ฟเวอร์ ทีมงานได้รับแจ้งแล้ว' },
    },
    unavailable: { title: 'บริการไม่พร้อมใช้งาน', description: 'เซิร์ฟเวอร์ไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่ในอีกไม่กี่นาที' },
    wrong: 'เกิดข้อผิดพลาด',
    validation: 'ข้อมูลไม่ถูกต้อง',
    error: 'ข้อผิดพลาด',
    unexpected: { title: 'ข้อผิดพลาดที่ไม่คาดคิด', description: 'เกิดข้อผิดพลาดที่ไม่คาดคิด กรุณาลองอีกครั้ง' },
    network: 'กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
    checkForm: 'กรุณาตรวจสอบข้อมูลในแบบฟอร์มแล้วลองอีกครั้ง',
  },
});

/** Splits "NNN: text" into its status and text; other messages keep the status they came with. */
export const splitErrorMessage = (error: ErrorLike): { status?: number; text: string } => {
  const message = error.message ?? '';
  const match = /^(\d{3}):\s*([\s\S]*)$/.exec(message);
  if (match) return { status: Number(match[1]), text: match[2].trim() };
  return { status: error.status, text: message.trim() };
};

const titleFor = (status: number | undefined, language: ShopLanguage): string => {
  const w = words[language];
  if (status === undefined) return w.wrong;
  if (status === 422) return w.validation;
  if (status === 502 || status === 503 || status === 504) return w.unavailable.title;
  return isKnownStatus(status) ? w.byStatus[status].title : w.error;
};

export const describeError = (
  error: ErrorLike | null | undefined,
  language: ShopLanguage = currentLanguage(),
): NoticeText => {
  const w = words[language];
  if (!error?.message) return w.unexpected;
  const { status, text } = splitErrorMessage(error);
  if (/fetch|network/i.test(error.message)) {
    return { title: titleFor(status, language), description: w.network };
  }
  if (status === undefined) return { title: titleFor(status, language), description: text || w.unexpected.description };
  if (status === 422) return { title: w.validation, description: text || w.checkForm };
  if (status === 502 || status === 503 || status === 504) return w.unavailable;
  if (isKnownStatus(status)) return w.byStatus[status];
  return { title: w.error, description: text || w.unexpected.description };
};

export type SuccessKey =
  'add_to_cart' | 'remove_from_cart' | 'clear_cart' | 'payment_success' | 'configuration_saved' | 'order_created';

/** Success notices by key (spec section 8), and the one for a key without its own. */
const successWords = defineTexts({
  en: {
    byKey: {
      add_to_cart: { title: 'Added to cart!', description: 'Your custom sound putter has been added to your cart.' },
      remove_from_cart: { title: 'Item removed', description: '' },
      clear_cart: { title: 'Cart cleared', description: '' },
      payment_success: {
        title: 'Payment successful!',
        description: 'Thank you for your purchase! Your custom sound putter will be crafted within 24 hours.',
      },
      configuration_saved: { title: 'Configuration saved', description: '' },
      order_created: {
        title: 'Order placed!',
        description: 'Your order has been placed successfully and will be processed shortly.',
      },
    } satisfies Record<SuccessKey, NoticeText>,
    other: { title: 'Success!', description: '' },
  },
  th: {
    byKey: {
      add_to_cart: { title: 'เพิ่มลงตะกร้าแล้ว!', description: 'เพิ่มพัตเตอร์เสียงที่คุณออกแบบลงในตะกร้าแล้ว' },
      remove_from_cart: { title: 'นำสินค้าออกแล้ว', description: '' },
      clear_cart: { title: 'ล้างตะกร้าแล้ว', description: '' },
      payment_success: {
        title: 'ชำระเงินสำเร็จ!',
        description: 'ขอบคุณสำหรับการสั่งซื้อ! พัตเตอร์เสียงของคุณจะผลิตเสร็จภายใน 24 ชั่วโมง',
      },
      configuration_saved: { title: 'บันทึกการตั้งค่าแล้ว', description: '' },
      order_created: { title: 'สั่งซื้อเรียบร้อย!', description: 'เราได้รับคำสั่งซื้อของคุณแล้ว และจะดำเนินการในไม่ช้า' },
    },
    other: { title: 'สำเร็จ!', description: '' },
  },
});

const isSuccessKey = (key: string): key is SuccessKey => Object.hasOwn(successWords.en.byKey, key);

export const successNotice = (key: string, language: ShopLanguage = currentLanguage()): NoticeText => {
  const w = successWords[language];
  return isSuccessKey(key) ? w.byKey[key] : w.other;
};
