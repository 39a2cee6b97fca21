import { defineTexts, type PaymentMethod, type PaymentReturnReason } from '@sound-putter/contracts';

/** The at-risk and missed apologies: what was promised, and the new estimate. */
interface ApologyTexts {
  subject: (order: string) => string;
  preheader: (estimate: string) => string;
  heading: string;
  intro: (deadline: string, estimate: string) => string;
  estimateLabel: string;
}

/** Every sentence of the order mails, in both languages; `{x}` values are filled (escaped) by the templates. */
export interface OrderMailTexts {
  greeting: (name: string) => string;
  orderLabel: string;
  trackButton: string;
  trackText: string;
  deadlineLabel: string;
  receipt: {
    subject: (order: string) => string;
    preheader: (total: string, deadline: string) => string;
    heading: string;
    intro: (deadline: string) => string;
    paidAtLabel: string;
    methodLabel: string;
    methods: Record<PaymentMethod, string>;
    quantity: (n: number) => string;
    totalLabel: string;
  };
  crafting: {
    subject: (order: string) => string;
    preheader: string;
    heading: string;
    intro: (deadline: string) => string;
  };
  atRisk: ApologyTexts;
  missed: ApologyTexts;
  shipped: {
    subject: (order: string) => string;
    preheader: string;
    heading: string;
    intro: string;
    shippedAtLabel: string;
    carrierLabel: string;
    trackingNumberLabel: string;
    noTrackingNumber: string;
    carrierButton: string;
    carrierLinkText: string;
  };
  readyToCollect: {
    subject: (order: string) => string;
    preheader: string;
    heading: string;
    intro: string;
    codeLabel: string;
    qrAlt: string;
    placeLabel: string;
    place: string;
    readyAtLabel: string;
    bring: string;
  };
  delivered: {
    subject: (order: string) => string;
    preheader: string;
    heading: string;
    intro: string;
    careHeading: string;
    care: string[];
    careLink: string;
  };
  cancelled: {
    subject: (order: string) => string;
    preheader: string;
    heading: string;
    intro: string;
    cancelledAtLabel: string;
    reasonLabel: string;
    refundLabel: string;
    refundText: string;
  };
  refunded: {
    subject: (order: string) => string;
    preheader: (amount: string) => string;
    heading: string;
    intro: string;
    refundedAtLabel: string;
    reasonLabel: string;
    amountLabel: string;
    cardText: string;
    counterText: string;
  };
  remake: {
    subject: (order: string) => string;
    preheader: (deadline: string) => string;
    heading: string;
    intro: (original: string, reason: string) => string;
    remakeOfLabel: string;
    reasonLabel: string;
    noCharge: string;
  };
  paymentReturned: {
    subject: (order: string) => string;
    preheader: (amount: string) => string;
    heading: string;
    intro: string;
    returnedAtLabel: string;
    amountLabel: string;
    reasonLabel: string;
    reasons: Record<PaymentReturnReason, string>;
    note: string;
  };
  basePrice: string;
  hands: { left: string; right: string };
}

const english: OrderMailTexts = {
  greeting: (name) => `Hi ${name},`,
  orderLabel: 'Order',
  trackButton: 'Track your order',
  trackText: 'Follow your order',
  deadlineLabel: 'Delivered by',
  receipt: {
    subject: (order) => `Your receipt for order ${order}`,
    preheader: (total, deadline) => `Paid ${total}. Your putter is crafted and delivered by ${deadline}.`,
    heading: 'Thank you for your order',
    intro: (deadline) =>
      `We have received your payment and your putter's 24-hour clock has started: our workshop crafts it and delivers it by ${deadline}.`,
    paidAtLabel: 'Paid on',
    methodLabel: 'Payment method',
    methods: { card: 'Card', in_store: 'Paid in store', promptpay: 'PromptPay' },
    quantity: (n) => `Quantity: ${n}`,
    totalLabel: 'Total',
  },
  crafting: {
    subject: (order) => `Your putter is being crafted (order ${order})`,
    preheader: 'Our craftsmen have started on your putter.',
    heading: 'Crafting has started',
    intro: (deadline) =>
      `Our craftsmen have started building and tuning your putter. It is on track to reach you by ${deadline}.`,
  },
  atRisk: {
    subject: (order) => `Your order ${order} may arrive a little later`,
    preheader: (estimate) => `We are sorry. We now expect your putter by ${estimate}.`,
    heading: 'Your putter may be a little late',
    intro: (deadline, estimate) =>
      `We are sorry: your putter may not reach you by ${deadline}, the 24 hours we promised. Our workshop is giving it priority, and we now expect it to arrive by ${estimate}. We will write again as soon as it ships.`,
    estimateLabel: 'New estimated delivery',
  },
  missed: {
    subject: (order) => `We're sorry: order ${order} missed our 24-hour promise`,
    preheader: (estimate) => `Our apologies. We now expect your putter by ${estimate}.`,
    heading: 'We did not keep our promise',
    intro: (deadline, estimate) =>
      `We promised your putter by ${deadline} and did not keep that promise. We apologise. It is now our workshop's first priority, and we expect it to reach you by ${estimate}.`,
    estimateLabel: 'New estimated delivery',
  },
  shipped: {
    subject: (order) => `Your putter is on its way (order ${order})`,
    preheader: 'Your putter has left our workshop.',
    heading: 'Your putter is on its way',
    intro: 'Good news: your putter has left our workshop.',
    shippedAtLabel: 'Shipped on',
    carrierLabel: 'Carrier',
    trackingNumberLabel: 'Tracking number',
    noTrackingNumber: "Your order page will show the carrier's tracking number as soon as we have it.",
    carrierButton: 'Follow the parcel with the carrier',
    carrierLinkText: "The carrier's tracking page",
  },
  readyToCollect: {
    subject: (order) => `Your putter is ready to collect (order ${order})`,
    preheader: 'Show your pickup code at the performance centre counter.',
    heading: 'Your putter is ready to collect',
    intro: 'Your putter is crafted and waits for you at our performance centre in Bangkok.',
    codeLabel: 'Pickup code',
    qrAlt: 'QR code of your pickup code',
    placeLabel: 'Where',
    place: 'Sound Putter performance centre, Bangkok',
    readyAtLabel: 'Ready since',
    bring:
      'Show this code (or its QR) at the counter. It works once: keep it to yourself until you collect your putter.',
  },
  delivered: {
    subject: (order) => `Your putter has arrived (order ${order})`,
    preheader: 'Your putter has been delivered. A few words on caring for it.',
    heading: 'Your putter has arrived',
    intro: 'Your putter has been delivered. We hope it sounds as good on the green as it did in our workshop.',
    careHeading: 'Caring for your putter',
    care: [
      'Wipe the head dry after every round.',
      'Keep the head cover on in the bag.',
      'Clean the face milling with a soft brush so it keeps its sound.',
    ],
    careLink: 'The full care guide',
  },
  cancelled: {
    subject: (order) => `Your order ${order} is cancelled`,
    preheader: 'Your order is cancelled and nothing more will be charged.',
    heading: 'Your order is cancelled',
    intro: 'Your order has been cancelled and will not be crafted.',
    cancelledAtLabel: 'Cancelled on',
    reasonLabel: 'Reason',
    refundLabel: 'Refunded to your card',
    refundText: 'The refund goes back to the card you paid with; your bank may take 5-10 days to show it.',
  },
  refunded: {
    subject: (order) => `A refund for your order ${order}`,
    preheader: (amount) => `We are giving ${amount} back to you.`,
    heading: 'We are giving money back',
    intro: 'The workshop has refunded part or all of what you paid for your order.',
    refundedAtLabel: 'Refunded on',
    reasonLabel: 'Reason',
    amountLabel: 'Amount refunded',
    cardText: 'The refund goes back to the card you paid with; your bank may take 5-10 days to show it.',
    counterText: 'The refund was paid back to you at the counter of the performance centre.',
  },
  remake: {
    subject: (order) => `We are making your putter again: order ${order}`,
    preheader: (deadline) => `At no charge, delivered by ${deadline}.`,
    heading: 'We are making your putter again',
    intro: (original, reason) =>
      `Our workshop is crafting your order ${original} again (${reason}), at no charge. This is the new order, with its own 24-hour promise.`,
    remakeOfLabel: 'Made again from order',
    reasonLabel: 'Why',
    noCharge: 'No charge: nothing is taken from your card.',
  },
  paymentReturned: {
    subject: (order) => `Your PromptPay payment for order ${order} was sent back`,
    preheader: (amount) => `${amount} is on its way back to you.`,
    heading: 'We sent your payment back',
    intro: 'A PromptPay payment reached us that we could not count for your order, so we refunded all of it at once.',
    returnedAtLabel: 'Refunded on',
    amountLabel: 'Amount refunded',
    reasonLabel: 'Why',
    reasons: {
      qr_expired: 'The QR code had expired before it was paid.',
      qr_withdrawn: 'The QR code had been withdrawn before it was paid.',
      order_cancelled: 'The order had been cancelled.',
      already_paid: 'The order was already paid.',
      not_payable: 'The order could not take this payment.',
    },
    note: 'The money goes back to the bank account it was paid from. Your order page shows this refund too.',
  },
  basePrice: 'Base price',
  hands: { left: 'Left-handed', right: 'Right-handed' },
};

const thai: OrderMailTexts = {
  // A space between คุณ and the name: names are often in Latin letters, which Thai sets apart.
  greeting: (name) => `สวัสดีคุณ ${name}`,
  orderLabel: 'คำสั่งซื้อ',
  trackButton: 'ติดตามคำสั่งซื้อ',
  trackText: 'ติดตามคำสั่งซื้อของคุณ',
  deadlineLabel: 'ส่งถึงภายใน',
  receipt: {
    subject: (order) => `ใบเสร็จรับเงินสำหรับคำสั่งซื้อ ${order}`,
    preheader: (total, deadline) => `ชำระเงิน ${total} เรียบร้อยแล้ว พัตเตอร์ของคุณจะผลิตเสร็จและส่งถึงภายใน ${deadline}`,
    heading: 'ขอบคุณสำหรับคำสั่งซื้อ',
    intro: (deadline) =>
      `เราได้รับชำระเงินเรียบร้อยแล้ว และเริ่มนับเวลาผลิต 24 ชั่วโมงสำหรับพัตเตอร์ของคุณ ทีมช่างของเราจะผลิตและจัดส่งให้ถึงมือคุณภายใน ${deadline}`,
    paidAtLabel: 'วันที่ชำระเงิน',
    methodLabel: 'วิธีชำระเงิน',
    methods: { card: 'บัตรเครดิต/เดบิต', in_store: 'ชำระเงินที่ร้าน', promptpay: 'พร้อมเพย์' },
    quantity: (n) => `จำนวน ${n}`,
    totalLabel: 'ยอดรวม',
  },
  crafting: {
    subject: (order) => `พัตเตอร์ของคุณกำลังอยู่ระหว่างการผลิต (คำสั่งซื้อ ${order})`,
    preheader: 'ช่างฝีมือของเราเริ่มประกอบพัตเตอร์ของคุณแล้ว',
    heading: 'เริ่มการผลิตแล้ว',
    intro: (deadline) => `ช่างฝีมือของเราเริ่มประกอบและปรับเสียงพัตเตอร์ของคุณแล้ว และยังเป็นไปตามกำหนดที่จะส่งถึงคุณภายใน ${deadline}`,
  },
  atRisk: {
    subject: (order) => `คำสั่งซื้อ ${order} อาจส่งถึงช้ากว่ากำหนดเล็กน้อย`,
    preheader: (estimate) => `ขออภัยในความไม่สะดวก ขณะนี้เราคาดว่าจะส่งพัตเตอร์ถึงคุณภายใน ${estimate}`,
    heading: 'พัตเตอร์ของคุณอาจส่งถึงช้ากว่ากำหนด',
    intro: (deadline, estimate) =>
      `ต้องขออภัยเป็นอย่างยิ่ง พัตเตอร์ของคุณอาจส่งไม่ทันภายใน ${deadline} ตามที่เราสัญญาไว้ว่าจะส่งถึงภายใน 24 ชั่วโมง ขณะนี้ทีมช่างกำลังเร่งดำเนินการให้เป็นลำดับแรก และคาดว่าจะส่งถึงคุณภายใน ${estimate} เราจะแจ้งให้ทราบอีกครั้งทันทีที่จัดส่ง`,
    estimateLabel: 'กำหนดส่งใหม่โดยประมาณ',
  },
  missed: {
    subject: (order) => `ขออภัย คำสั่งซื้อ ${order} ส่งไม่ทันภายใน 24 ชั่วโมงตามที่สัญญาไว้`,
    preheader: (estimate) => `ต้องขออภัยเป็นอย่างสูง ขณะนี้เราคาดว่าจะส่งพัตเตอร์ถึงคุณภายใน ${estimate}`,
    heading: 'เราไม่สามารถส่งได้ทันตามที่สัญญาไว้',
    intro: (deadline, estimate) =>
      `เราสัญญาว่าจะส่งพัตเตอร์ถึงคุณภายใน ${deadline} แต่ไม่สามารถทำได้ตามที่สัญญาไว้ ต้องขออภัยเป็นอย่างสูง ขณะนี้ทีมช่างให้ความสำคัญกับคำสั่งซื้อของคุณเป็นลำดับแรก และคาดว่าจะส่งถึงคุณภายใน ${estimate}`,
    estimateLabel: 'กำหนดส่งใหม่โดยประมาณ',
  },
  shipped: {
    subject: (order) => `พัตเตอร์ของคุณอยู่ระหว่างการจัดส่ง (คำสั่งซื้อ ${order})`,
    preheader: 'พัตเตอร์ของคุณออกจากเวิร์กช็อปของเราแล้ว',
    heading: 'พัตเตอร์ของคุณกำลังเดินทางไปหาคุณ',
    intro: 'ข่าวดี! พัตเตอร์ของคุณออกจากเวิร์กช็อปของเราแล้ว',
    shippedAtLabel: 'วันที่จัดส่ง',
    carrierLabel: 'บริษัทขนส่ง',
    trackingNumberLabel: 'หมายเลขพัสดุ',
    noTrackingNumber: 'เมื่อได้รับหมายเลขพัสดุจากบริษัทขนส่งแล้ว เราจะแสดงไว้ในหน้าคำสั่งซื้อของคุณ',
    carrierButton: 'ติดตามพัสดุกับบริษัทขนส่ง',
    carrierLinkText: 'หน้าติดตามพัสดุของบริษัทขนส่ง',
  },
  readyToCollect: {
    subject: (order) => `พัตเตอร์ของคุณพร้อมให้รับแล้ว (คำสั่งซื้อ ${order})`,
    preheader: 'แสดงรหัสรับสินค้าที่เคาน์เตอร์ศูนย์ Performance',
    heading: 'พัตเตอร์ของคุณพร้อมให้รับแล้ว',
    intro: 'พัตเตอร์ของคุณผลิตเสร็จแล้ว และรอคุณอยู่ที่ศูนย์ Performance ของเราในกรุงเทพฯ',
    codeLabel: 'รหัสรับสินค้า',
    qrAlt: 'คิวอาร์โค้ดของรหัสรับสินค้า',
    placeLabel: 'สถานที่รับ',
    place: 'ศูนย์ Sound Putter Performance กรุงเทพฯ',
    readyAtLabel: 'พร้อมให้รับตั้งแต่',
    bring: 'แสดงรหัสนี้ (หรือคิวอาร์โค้ด) ที่เคาน์เตอร์ รหัสใช้ได้ครั้งเดียว โปรดเก็บรหัสไว้เป็นความลับจนกว่าจะรับพัตเตอร์',
  },
  delivered: {
    subject: (order) => `พัตเตอร์ของคุณส่งถึงแล้ว (คำสั่งซื้อ ${order})`,
    preheader: 'พัตเตอร์ของคุณส่งถึงเรียบร้อยแล้ว พร้อมวิธีดูแลรักษา',
    heading: 'พัตเตอร์ของคุณส่งถึงแล้ว',
    intro: 'พัตเตอร์ของคุณส่งถึงเรียบร้อยแล้ว หวังว่าเสียงของพัตเตอร์บนกรีนจะไพเราะเหมือนตอนที่อยู่ในเวิร์กช็อปของเรา',
    careHeading: 'วิธีดูแลพัตเตอร์',
    care: [
      'เช็ดหัวไม้ให้แห้งทุกครั้งหลังเล่นจบรอบ',
      'สวมปลอกหัวไม้ไว้เสมอเมื่อเก็บในถุงกอล์ฟ',
      'ทำความสะอาดลายหน้าไม้ด้วยแปรงขนนุ่ม เพื่อให้เสียงคงเดิม',
    ],
    careLink: 'อ่านวิธีดูแลฉบับเต็ม',
  },
  cancelled: {
    subject: (order) => `คำสั่งซื้อ ${order} ถูกยกเลิกแล้ว`,
    preheader: 'คำสั่งซื้อของคุณถูกยกเลิกแล้ว และจะไม่มีการเรียกเก็บเงินเพิ่มเติม',
    heading: 'คำสั่งซื้อของคุณถูกยกเลิกแล้ว',
    intro: 'คำสั่งซื้อของคุณถูกยกเลิกแล้ว และเราจะไม่ผลิตพัตเตอร์ชิ้นนี้',
    cancelledAtLabel: 'วันที่ยกเลิก',
    reasonLabel: 'เหตุผล',
    refundLabel: 'คืนเงินเข้าบัตรของคุณ',
    refundText: 'เงินจะคืนเข้าบัตรที่คุณใช้ชำระ ธนาคารอาจใช้เวลา 5-10 วันจึงจะแสดงรายการ',
  },
  refunded: {
    subject: (order) => `การคืนเงินสำหรับคำสั่งซื้อ ${order}`,
    preheader: (amount) => `เราคืนเงิน ${amount} ให้คุณแล้ว`,
    heading: 'เราคืนเงินให้คุณแล้ว',
    intro: 'เวิร์กช็อปได้คืนเงินบางส่วนหรือทั้งหมดที่คุณชำระสำหรับคำสั่งซื้อนี้',
    refundedAtLabel: 'วันที่คืนเงิน',
    reasonLabel: 'เหตุผล',
    amountLabel: 'จำนวนเงินที่คืน',
    cardText: 'เงินจะคืนเข้าบัตรที่คุณใช้ชำระ ธนาคารอาจใช้เวลา 5-10 วันจึงจะแสดงรายการ',
    counterText: 'คืนเงินให้คุณที่เคาน์เตอร์ของศูนย์ทดลองแล้ว',
  },
  remake: {
    subject: (order) => `เรากำลังผลิตพัตเตอร์ของคุณใหม่: คำสั่งซื้อ ${order}`,
    preheader: (deadline) => `ไม่มีค่าใช้จ่าย จัดส่งภายใน ${deadline}`,
    heading: 'เรากำลังผลิตพัตเตอร์ของคุณใหม่',
    intro: (original, reason) =>
      `เวิร์กช็อปกำลังผลิตคำสั่งซื้อ ${original} ของคุณใหม่ (${reason}) โดยไม่มีค่าใช้จ่าย นี่คือคำสั่งซื้อใหม่ ซึ่งมีกำหนดส่งภายใน 24 ชั่วโมงของตัวเอง`,
    remakeOfLabel: 'ผลิตใหม่จากคำสั่งซื้อ',
    reasonLabel: 'สาเหตุ',
    noCharge: 'ไม่มีค่าใช้จ่าย ไม่มีการเรียกเก็บเงินจากบัตรของคุณ',
  },
  paymentReturned: {
    subject: (order) => `เราคืนเงินที่ชำระผ่านพร้อมเพย์สำหรับคำสั่งซื้อ ${order} แล้ว`,
    preheader: (amount) => `เงิน ${amount} กำลังคืนเข้าบัญชีของคุณ`,
    heading: 'เราคืนเงินที่คุณชำระแล้ว',
    intro: 'เราได้รับเงินที่ชำระผ่านพร้อมเพย์ซึ่งนับเป็นการชำระสำหรับคำสั่งซื้อนี้ไม่ได้ จึงคืนเงินให้เต็มจำนวนทันที',
    returnedAtLabel: 'วันที่คืนเงิน',
    amountLabel: 'จำนวนเงินที่คืน',
    reasonLabel: 'สาเหตุ',
    reasons: {
      qr_expired: 'QR หมดอายุก่อนที่จะชำระเงิน',
      qr_withdrawn: 'QR ถูกยกเลิกไปก่อนที่จะชำระเงิน',
      order_cancelled: 'คำสั่งซื้อถูกยกเลิกไปแล้ว',
      already_paid: 'คำสั่งซื้อนี้ชำระเงินไปแล้ว',
      not_payable: 'คำสั่งซื้อนี้รับการชำระเงินนี้ไม่ได้',
    },
    note: 'เงินจะคืนเข้าบัญชีธนาคารที่ใช้ชำระ และแสดงในหน้าคำสั่งซื้อของคุณด้วย',
  },
  basePrice: 'ราคาพื้นฐาน',
  hands: { left: 'ถนัดซ้าย', right: 'ถนัดขวา' },
};

export const orderMailTexts = defineTexts<OrderMailTexts>({ en: english, th: thai });
