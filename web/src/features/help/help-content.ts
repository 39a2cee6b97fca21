import { defineTexts, LOGO_TEXT_MAX_LENGTH, predefinedLogos } from '@sound-putter/contracts';
import { site } from '../../lib/site';

export type HelpSectionId = 'faq' | 'shipping' | 'returns';

export interface HelpEntry {
  question: string;
  answer: string;
}

export interface HelpSection {
  id: HelpSectionId;
  title: string;
  intro: string;
  entries: HelpEntry[];
}

export interface HelpTexts {
  title: string;
  lead: string;
  languageLabel: string;
  contactTitle: string;
  contactText: string;
  sections: HelpSection[];
}

const logoCount = predefinedLogos.length;
/** The support hours (site.supportHours) as Thai readers write them. */
const thaiHours = 'วันจันทร์–ศุกร์ 9:00–18:00 น.';

/**
 * The footer's help pages in English and Thai. Every promise is one the shop states elsewhere; it publishes no
 * return or warranty terms, so that section sends the shopper to support.
 */
export const helpTexts = defineTexts<HelpTexts>({
  en: {
    title: 'Help',
    lead: 'Answers about your custom sound putter: how it is made, how it reaches you, and what we do if something is wrong.',
    languageLabel: 'Language',
    contactTitle: 'Still have a question?',
    contactText: `Call ${site.supportPhone} or write to ${site.supportEmail}, ${site.supportHours}. We reply within 24 hours.`,
    sections: [
      {
        id: 'faq',
        title: 'Frequently asked questions',
        intro: 'The questions golfers ask us most before they order.',
        entries: [
          {
            question: 'How long does it take to make my putter?',
            answer:
              'Every putter is crafted within 24 hours of your order’s confirmation. Your payment confirms the order; from then on Track Orders shows each step and the time left of the 24 hours.',
          },
          {
            question: 'Which sound signature is right for me?',
            answer:
              'Melody C is deep and resonant, Melody D bright and dynamic. Listen to both in the Sound Preview Center, or strike them yourself at our partner performance centre in Bangkok.',
          },
          {
            question: 'Do you make left-handed putters?',
            answer: 'Yes. Every model is made for left- and right-handed golfers at the same price.',
          },
          {
            question: 'What can be engraved?',
            answer: `One or two engravings, on the face and on the sole: your own text of up to ${LOGO_TEXT_MAX_LENGTH} characters or one of our ${logoCount} logos. The preview shows them before you order.`,
          },
          {
            question: 'Which length should I choose?',
            answer:
              'We make 32, 33, 34 and 35 inch putters. With your arms hanging loose over the ball, the grip should end at your hands; if you are unsure, our support team helps you choose.',
          },
          {
            question: 'How do I pay?',
            answer:
              'By card at checkout. Prices are in Thai baht, are worked out by our server line by line, and include shipping.',
          },
        ],
      },
      {
        id: 'shipping',
        title: 'Shipping',
        intro: 'Free shipping on every order.',
        entries: [
          {
            question: 'When does my putter leave the workshop?',
            answer:
              'It is crafted within 24 hours of your order’s confirmation in our Bangkok workshop, then handed to the courier. Track Orders shows when it is crafting, shipped and delivered.',
          },
          {
            question: 'What does shipping cost?',
            answer: 'Nothing. Shipping is included in the price you see in the cart.',
          },
          {
            question: 'Can I collect it in person?',
            answer: `Ask our support team with your order number: call ${site.supportPhone} or write to ${site.supportEmail}, ${site.supportHours}. We reply within 24 hours.`,
          },
          {
            question: 'Where can I follow my order?',
            answer:
              'Under Track Orders: signed in, you see all your orders; otherwise look them up with the e-mail address you ordered with.',
          },
        ],
      },
      {
        id: 'returns',
        title: 'Returns & Warranty',
        intro: `Our support team answers every question about returns and the warranty, ${site.supportHours}. We reply within 24 hours.`,
        entries: [
          {
            question: 'My putter arrived damaged or is not what I configured.',
            answer: `Contact support with your order number: call ${site.supportPhone} or write to ${site.supportEmail}, ${site.supportHours}. We reply within 24 hours and tell you what happens next.`,
          },
          {
            question: 'Can I return a putter?',
            answer:
              'Every putter is made to order from the choices you configured. Ask our support team about a return, with your order number; we reply within 24 hours. Before you order, the Sound Preview Center lets you hear both sound signatures.',
          },
          {
            question: 'What does the warranty cover?',
            answer: `Our support team tells you what applies to your putter: call ${site.supportPhone} or write to ${site.supportEmail} with your order number, ${site.supportHours}. We reply within 24 hours.`,
          },
          {
            question: 'How do I make a claim?',
            answer: `Contact support at ${site.supportEmail} or ${site.supportPhone}, ${site.supportHours}, with your order number. We reply within 24 hours.`,
          },
        ],
      },
    ],
  },
  th: {
    title: 'ความช่วยเหลือ',
    lead: 'คำตอบเกี่ยวกับพัตเตอร์เสียงที่ออกแบบเอง: ผลิตอย่างไร ส่งถึงคุณอย่างไร และเราทำอย่างไรหากมีสิ่งใดผิดพลาด',
    languageLabel: 'ภาษา',
    contactTitle: 'ยังมีคำถามอยู่ใช่ไหม',
    contactText: `โทร ${site.supportPhone} หรืออีเมล ${site.supportEmail} ${thaiHours} เราตอบกลับภายใน 24 ชั่วโมง`,
    sections: [
      {
        id: 'faq',
        title: 'คำถามที่พบบ่อย',
        intro: 'คำถามที่นักกอล์ฟถามเราบ่อยที่สุดก่อนสั่งซื้อ',
        entries: [
          {
            question: 'ใช้เวลาผลิตพัตเตอร์นานเท่าไร',
            answer:
              'พัตเตอร์ทุกอันผลิตเสร็จภายใน 24 ชั่วโมงหลังยืนยันคำสั่งซื้อ การชำระเงินคือการยืนยันคำสั่งซื้อ จากนั้นหน้าติดตามคำสั่งซื้อจะแสดงทุกขั้นตอนและเวลาที่เหลือจาก 24 ชั่วโมง',
          },
          {
            question: 'เสียงแบบไหนเหมาะกับฉัน',
            answer:
              'Melody C ให้เสียงทุ้มและก้องกังวาน Melody D ให้เสียงใสและมีชีวิตชีวา ฟังทั้งสองแบบได้ที่ Sound Preview Center หรือลองตีด้วยตัวเองที่ศูนย์ทดสอบพันธมิตรของเราในกรุงเทพฯ',
          },
          {
            question: 'มีพัตเตอร์สำหรับคนถนัดซ้ายไหม',
            answer: 'มี ทุกรุ่นผลิตได้ทั้งสำหรับผู้ถนัดซ้ายและขวาในราคาเดียวกัน',
          },
          {
            question: 'สลักอะไรได้บ้าง',
            answer: `สลักได้หนึ่งหรือสองตำแหน่ง ที่หน้าไม้และพื้นไม้ เป็นข้อความของคุณเองไม่เกิน ${LOGO_TEXT_MAX_LENGTH} ตัวอักษร หรือโลโก้ของเรา ${logoCount} แบบ ภาพตัวอย่างจะแสดงให้เห็นก่อนสั่งซื้อ`,
          },
          {
            question: 'ควรเลือกความยาวเท่าไร',
            answer:
              'เราผลิตพัตเตอร์ยาว 32, 33, 34 และ 35 นิ้ว เมื่อปล่อยแขนตามสบายเหนือลูก ปลายกริปควรอยู่ที่มือของคุณ หากไม่แน่ใจ ฝ่ายบริการของเรายินดีช่วยเลือก',
          },
          {
            question: 'ชำระเงินอย่างไร',
            answer: 'ชำระด้วยบัตรในขั้นตอนสั่งซื้อ ราคาเป็นเงินบาท คำนวณโดยเซิร์ฟเวอร์ของเราทีละรายการ และรวมค่าจัดส่งแล้ว',
          },
        ],
      },
      {
        id: 'shipping',
        title: 'การจัดส่ง',
        intro: 'จัดส่งฟรีทุกคำสั่งซื้อ',
        entries: [
          {
            question: 'พัตเตอร์ของฉันจะออกจากโรงงานเมื่อไร',
            answer:
              'ผลิตเสร็จภายใน 24 ชั่วโมงหลังยืนยันคำสั่งซื้อ ที่โรงงานของเราในกรุงเทพฯ แล้วส่งมอบให้บริษัทขนส่ง หน้าติดตามคำสั่งซื้อจะแสดงเมื่อกำลังผลิต จัดส่งแล้ว และส่งถึงแล้ว',
          },
          {
            question: 'ค่าจัดส่งเท่าไร',
            answer: 'ไม่มีค่าใช้จ่าย ค่าจัดส่งรวมอยู่ในราคาที่เห็นในตะกร้าแล้ว',
          },
          {
            question: 'รับสินค้าด้วยตัวเองได้ไหม',
            answer: `สอบถามฝ่ายบริการของเราพร้อมหมายเลขคำสั่งซื้อ โทร ${site.supportPhone} หรืออีเมล ${site.supportEmail} ${thaiHours} เราตอบกลับภายใน 24 ชั่วโมง`,
          },
          {
            question: 'ติดตามคำสั่งซื้อได้ที่ไหน',
            answer:
              'ที่เมนูติดตามคำสั่งซื้อ เมื่อเข้าสู่ระบบจะเห็นคำสั่งซื้อทั้งหมดของคุณ คำสั่งซื้อที่สั่งจากเบราว์เซอร์นี้แสดงอยู่แล้ว หรือขอลิงก์ทางอีเมลที่ใช้สั่งซื้อเพื่อเปิดดูในเบราว์เซอร์นี้',
          },
        ],
      },
      {
        id: 'returns',
        title: 'การคืนสินค้าและการรับประกัน',
        intro: `ฝ่ายบริการของเราตอบทุกคำถามเรื่องการคืนสินค้าและการรับประกัน ${thaiHours} และตอบกลับภายใน 24 ชั่วโมง`,
        entries: [
          {
            question: 'พัตเตอร์ที่ได้รับเสียหาย หรือไม่ตรงกับที่ออกแบบไว้',
            answer: `ติดต่อฝ่ายบริการพร้อมหมายเลขคำสั่งซื้อ โทร ${site.supportPhone} หรืออีเมล ${site.supportEmail} ${thaiHours} เราตอบกลับภายใน 24 ชั่วโมงและแจ้งขั้นตอนต่อไปให้ทราบ`,
          },
          {
            question: 'คืนสินค้าได้ไหม',
            answer:
              'พัตเตอร์ทุกอันผลิตตามสั่งจากตัวเลือกที่คุณออกแบบ สอบถามเรื่องการคืนสินค้ากับฝ่ายบริการพร้อมหมายเลขคำสั่งซื้อ เราตอบกลับภายใน 24 ชั่วโมง ก่อนสั่งซื้อ คุณฟังเสียงทั้งสองแบบได้ที่ Sound Preview Center',
          },
          {
            question: 'การรับประกันครอบคลุมอะไรบ้าง',
            answer: `ฝ่ายบริการของเราจะแจ้งเงื่อนไขที่ใช้กับพัตเตอร์ของคุณ โทร ${site.supportPhone} หรืออีเมล ${site.supportEmail} พร้อมหมายเลขคำสั่งซื้อ ${thaiHours} เราตอบกลับภายใน 24 ชั่วโมง`,
          },
          {
            question: 'จะแจ้งเคลมได้อย่างไร',
            answer: `ติดต่อฝ่ายบริการที่ ${site.supportEmail} หรือ ${site.supportPhone} ${thaiHours} พร้อมหมายเลขคำสั่งซื้อ เราตอบกลับภายใน 24 ชั่วโมง`,
          },
        ],
      },
    ],
  },
});
