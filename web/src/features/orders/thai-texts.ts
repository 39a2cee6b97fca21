import {
  type Address,
  type OrderStatus,
  type PaymentStatus,
  PERFORMANCE_CENTRE_ADDRESS,
  pickupPlaceNames,
  type ShopLanguage,
} from '@sound-putter/contracts';

/** The order-tracking screens are in Thai (spec section 1). */
export const statusLabels: Record<OrderStatus, string> = {
  pending: 'รอดำเนินการ',
  confirmed: 'ยืนยันแล้ว',
  crafting: 'กำลังผลิต',
  shipped: 'จัดส่งแล้ว',
  delivered: 'ส่งถึงแล้ว',
};

export const statusDescriptions: Record<OrderStatus, string> = {
  pending: 'ได้รับคำสั่งซื้อแล้ว รอการชำระเงิน',
  confirmed: 'ชำระเงินเรียบร้อย เริ่มนับเวลาผลิต 24 ชั่วโมง',
  crafting: 'ช่างฝีมือกำลังประกอบและปรับเสียงพัตเตอร์ของคุณ',
  shipped: 'พัตเตอร์ของคุณอยู่ระหว่างการจัดส่ง',
  delivered: 'พัตเตอร์ของคุณถูกส่งถึงเรียบร้อยแล้ว',
};

/** The same steps for an order collected at the performance centre. */
export const pickupStatusDescriptions: Record<OrderStatus, string> = {
  ...statusDescriptions,
  shipped: 'พัตเตอร์ของคุณพร้อมให้รับที่ศูนย์ Performance แล้ว แสดงรหัสรับสินค้าที่เคาน์เตอร์',
  delivered: 'คุณรับพัตเตอร์ที่ศูนย์ Performance เรียบร้อยแล้ว',
};

/** The status badge of a pickup order on the counter. */
export const READY_TO_COLLECT_LABEL = 'พร้อมให้รับ';

export const paymentLabels: Record<PaymentStatus, string> = {
  pending: 'รอชำระเงิน',
  paid: 'ชำระเงินแล้ว',
  failed: 'ชำระเงินไม่สำเร็จ',
  none_due: 'ไม่มีค่าใช้จ่าย (ผลิตใหม่)',
};

export const handednessLabels: Record<string, string> = { right: 'ถนัดขวา', left: 'ถนัดซ้าย' };

export const logoPositionLabels: Record<string, string> = { face: 'หน้าไม้', sole: 'พื้นไม้' };

/** An address on one line; the performance centre (a pickup order's recorded address) by its name in `language`. */
export const formatAddress = (a: Address, language: ShopLanguage): string =>
  a.streetAddress === PERFORMANCE_CENTRE_ADDRESS.streetAddress
    ? pickupPlaceNames[language]
    : [a.streetAddress, a.city, [a.state, a.postalCode].filter(Boolean).join(' '), a.country]
        .filter(Boolean)
        .join(', ');

export const REDACTED_NOTE = 'ข้อมูลส่วนตัวของคำสั่งซื้อนี้ถูกซ่อนไว้ เฉพาะเจ้าของคำสั่งซื้อเท่านั้นที่ดูได้';
