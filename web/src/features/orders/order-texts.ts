import { defineTexts, type OrderStatus, type PaymentStatus, type ShopLanguage } from '@sound-putter/contracts';
import { useLanguage } from '../../lib/use-language';
import { formatDateTimeIn } from '../../lib/format';
import {
  paymentLabels,
  pickupStatusDescriptions,
  READY_TO_COLLECT_LABEL,
  REDACTED_NOTE,
  statusDescriptions,
  statusLabels,
} from './thai-texts';

/** The order-tracking screens' words in both languages (Thai for a shopper who has not chosen, spec section 1). */
export const orderTexts = defineTexts({
  th: {
    status: statusLabels,
    statusDescription: statusDescriptions,
    /** A pickup order: its shipped step is "ready to collect" at the performance centre. */
    readyToCollect: READY_TO_COLLECT_LABEL,
    pickupStatusDescription: pickupStatusDescriptions,
    payment: paymentLabels,
    redacted: REDACTED_NOTE,
    stepDone: ' (เสร็จแล้ว)',
    stepAhead: ' (ยังไม่ถึง)',
    notYet: 'ยังไม่ถึงขั้นตอนนี้',
    connecting: 'กำลังเชื่อมต่อ…',
    live: 'อัปเดตสถานะแบบเรียลไทม์',
    polling: 'ตรวจสอบสถานะทุก 30 วินาที',
    notStarted: (hours: number) => `เวลาผลิต ${hours} ชั่วโมงจะเริ่มนับเมื่อยืนยันการชำระเงิน`,
    delivered: 'ส่งถึงแล้ว',
    onTime: ' (ตรงเวลา)',
    deliveredLate: 'ส่งถึงหลังกำหนด',
    deliveredOk: 'ส่งถึงเรียบร้อย',
    at: (when: string) => ` เมื่อ ${when}`,
    overdue: 'เกินกำหนด',
    overdueBy: (hours: number) => `เกินกำหนดส่งมาแล้ว (จากกำหนด ${hours} ชั่วโมง)`,
    remaining: 'เวลาที่เหลือก่อนถึงกำหนดส่ง',
    ofHours: (hours: number) => `จาก ${hours} ชั่วโมง`,
    orderLabel: (shortId: string) => `คำสั่งซื้อ #${shortId}`,
    cancelled: 'ยกเลิกแล้ว',
    ordered: 'วันที่สั่งซื้อ',
    estimated: 'กำหนดส่งโดยประมาณ',
    afterPayment: 'จะแจ้งหลังยืนยันการชำระเงิน',
    name: 'ชื่อลูกค้า',
    email: 'อีเมล',
    address: 'ที่อยู่จัดส่ง',
    shipment: 'การจัดส่ง',
    total: 'ยอดรวม',
    paymentStatus: 'สถานะการชำระเงิน',
    details: 'ดูรายละเอียดและติดตามสถานะ',
    trackWith: (carrier: string) => `ติดตามพัสดุกับ${carrier}`,
    newWindow: ' (เปิดหน้าต่างใหม่)',
  },
  en: {
    status: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      crafting: 'Crafting',
      shipped: 'Shipped',
      delivered: 'Delivered',
    } satisfies Record<OrderStatus, string>,
    statusDescription: {
      pending: 'Order received, waiting for payment',
      confirmed: 'Payment received: the 24-hour crafting time has started',
      crafting: 'Our craftsmen are assembling and tuning your putter',
      shipped: 'Your putter is on its way',
      delivered: 'Your putter has been delivered',
    } satisfies Record<OrderStatus, string>,
    readyToCollect: 'Ready to collect',
    pickupStatusDescription: {
      pending: 'Order received, waiting for payment',
      confirmed: 'Payment received: the 24-hour crafting time has started',
      crafting: 'Our craftsmen are assembling and tuning your putter',
      shipped: 'Your putter is ready to collect at the Performance Centre: show your pickup code at the counter',
      delivered: 'You collected your putter at the Performance Centre',
    } satisfies Record<OrderStatus, string>,
    payment: {
      pending: 'Awaiting payment',
      paid: 'Paid',
      failed: 'Payment failed',
      none_due: 'No charge (remake)',
    } satisfies Record<PaymentStatus, string>,
    redacted: "This order's personal details are hidden: only the order's owner can see them.",
    stepDone: ' (done)',
    stepAhead: ' (not yet)',
    notYet: 'Not reached yet',
    connecting: 'Connecting…',
    live: 'Live status updates',
    polling: 'Checking the status every 30 seconds',
    notStarted: (hours: number) => `The ${hours}-hour crafting time starts when the payment is confirmed`,
    delivered: 'Delivered',
    onTime: ' (on time)',
    deliveredLate: 'Delivered after the deadline',
    deliveredOk: 'Delivered',
    at: (when: string) => ` on ${when}`,
    overdue: 'Overdue',
    overdueBy: (hours: number) => `Past the delivery deadline (of ${hours} hours)`,
    remaining: 'Time left before the delivery deadline',
    ofHours: (hours: number) => `of ${hours} hours`,
    orderLabel: (shortId: string) => `Order #${shortId}`,
    cancelled: 'Cancelled',
    ordered: 'Ordered',
    estimated: 'Estimated delivery',
    afterPayment: 'Given once the payment is confirmed',
    name: 'Customer name',
    email: 'E-mail',
    address: 'Shipping address',
    shipment: 'Shipment',
    total: 'Total',
    paymentStatus: 'Payment status',
    details: 'View details and track',
    trackWith: (carrier: string) => `Track the parcel with ${carrier}`,
    newWindow: ' (opens a new window)',
  },
});

/** A status's name and description as this order reads them (a pickup order's shipped step is "ready to collect"). */
export const statusWords = (t: OrderTexts, status: OrderStatus, pickup: boolean) => ({
  label: pickup && status === 'shipped' ? t.readyToCollect : t.status[status],
  description: (pickup ? t.pickupStatusDescription : t.statusDescription)[status],
});

export type OrderTexts = (typeof orderTexts)[ShopLanguage];

/** The page's language, its order words and its date format. */
export const useOrderTexts = () => {
  const { language } = useLanguage();
  return { language, t: orderTexts[language], date: (iso: string) => formatDateTimeIn(language, iso) };
};

/** A screen's sentence in the page's language, written beside each other where it is used: `say('ไทย', 'English')`. */
export const useSay = () => {
  const { language } = useLanguage();
  return (th: string, en: string) => (language === 'th' ? th : en);
};
