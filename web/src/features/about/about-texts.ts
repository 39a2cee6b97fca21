import { defineTexts } from '@sound-putter/contracts';

/** The About page's words in both languages (the tagline is the header's, headerTexts). */
const en = {
  kicker: 'About us',
  intro:
    'The 100 DB custom sound putter brand, with a registered trademark and design patents, and a partner performance centre in Bangkok where you can hear every model before you buy.',
  storyTitle: 'Our story',
  story:
    'Great putters are felt, and they are heard. We started with one question: what if a golfer could choose the sound of their putter the way they choose its grip? Years of tuning putter heads later, we craft two sound signatures, the Deep and Resonant and the Bright and Dynamic, each made to order within 24 hours of your order confirmation and shipped free.',
  specificationsTitle: 'Technical specifications',
  specifications: [
    ['Shaft', 'Center shaft'],
    ['Head weight', '365 g'],
    ['Loft', '3°'],
    ['Lie', '70.5°'],
    ['Sound level', '100.3 dB at 15 feet (competitor: 95 dB)'],
    ['Resonance', '4.5 s (competitor: 2.5 s)'],
  ] as ReadonlyArray<readonly [string, string]>,
  innovationTitle: 'Innovation and design',
  innovation:
    'The head is tuned like an instrument: its cavity and face mill shape how the strike rings. The result is a sound level of 100.3 dB at 15 feet against 95 dB for a competitor, and 4.5 seconds of resonance against 2.5. The center-shafted design balances the head for a pure, square stroke.',
  benefitsTitle: 'Benefits',
  benefits: [
    { title: 'Mental game', text: 'A sound you trust calms the stroke and builds confidence over every putt.' },
    {
      title: 'Universal left/right design',
      text: 'Every model is made for left- and right-handed golfers at no extra cost.',
    },
    { title: 'Loud sound for long putts', text: 'A clear, loud strike tells you how hard you hit the lag putts.' },
    {
      title: 'Soft sound for short putts',
      text: 'A soft, controlled tone on the short ones keeps the touch delicate.',
    },
  ] as ReadonlyArray<{ title: string; text: string }>,
  futureTitle: 'Future development',
  future: [
    'Model 002: a neck design.',
    'Model 003: a mallet.',
    'A musical-note selection, so your putter plays your note: 3 of 8 notes are done.',
  ] as readonly string[],
  careTitle: 'Care guide',
  care: 'Wipe the head dry after every round, keep the head cover on in the bag, and clean the face milling with a soft brush so it keeps its sound.',
  policiesTitle: 'Policies',
  policies: [
    { id: 'privacy', title: 'Privacy.', text: 'We use your details only to craft, ship and support your order.' },
    {
      id: 'terms',
      title: 'Terms.',
      text: 'Prices are in Thai baht and include free shipping. Custom putters are made to order.',
    },
    {
      id: 'cookies',
      title: 'Cookies.',
      text: 'We keep only what the shop needs: your cart session, your sign-in and your theme.',
    },
  ] as ReadonlyArray<{ id: string; title: string; text: string }>,
  configure: 'Configure Your Putter',
};

export type AboutTexts = typeof en;

const th: AboutTexts = {
  kicker: 'เกี่ยวกับเรา',
  intro:
    'แบรนด์พัตเตอร์เสียงสั่งทำ 100 DB ที่จดทะเบียนเครื่องหมายการค้าและสิทธิบัตรการออกแบบ พร้อมศูนย์ทดสอบพาร์ทเนอร์ในกรุงเทพฯ ที่คุณแวะมาฟังเสียงได้ทุกรุ่นก่อนตัดสินใจซื้อ',
  storyTitle: 'เรื่องราวของเรา',
  story:
    'พัตเตอร์ชั้นดีไม่ได้มีแค่สัมผัสที่ดี แต่ต้องมีเสียงที่ดีด้วย เราเริ่มต้นจากคำถามเดียว: จะเป็นอย่างไรถ้านักกอล์ฟเลือกเสียงของพัตเตอร์ได้ เหมือนที่เลือกกริป หลังจากปรับเสียงหัวพัตเตอร์มาหลายปี วันนี้เราผลิตสองลายเซ็นเสียง คือทุ้มก้องกังวาน และใสมีชีวิตชีวา ทุกชิ้นสั่งทำและผลิตให้ภายใน 24 ชั่วโมงหลังยืนยันคำสั่งซื้อ จัดส่งฟรี',
  specificationsTitle: 'ข้อมูลจำเพาะทางเทคนิค',
  specifications: [
    ['ก้าน', 'ก้านกลาง (เซ็นเตอร์ชาฟต์)'],
    ['น้ำหนักหัวไม้', '365 g'],
    ['ลอฟต์ (องศาหน้าไม้)', '3°'],
    ['ไล (มุมระหว่างก้านกับพื้น)', '70.5°'],
    ['ระดับเสียง', '100.3 เดซิเบลที่ระยะ 15 ฟุต (คู่แข่ง: 95 เดซิเบล)'],
    ['เสียงก้อง', '4.5 วินาที (คู่แข่ง: 2.5 วินาที)'],
  ],
  innovationTitle: 'นวัตกรรมและการออกแบบ',
  innovation:
    'หัวไม้ได้รับการปรับเสียงเหมือนเครื่องดนตรี โพรงด้านในและลายกัดหน้าไม้กำหนดว่าเสียงกระทบจะก้องอย่างไร ผลลัพธ์คือระดับเสียง 100.3 เดซิเบลที่ระยะ 15 ฟุต เทียบกับ 95 เดซิเบลของคู่แข่ง และเสียงก้องนาน 4.5 วินาที เทียบกับ 2.5 วินาที ดีไซน์ก้านกลางช่วยถ่วงสมดุลหัวไม้ให้จังหวะพัตต์ตรงและแม่นยำ',
  benefitsTitle: 'ประโยชน์ที่คุณได้รับ',
  benefits: [
    { title: 'เสริมสมาธิและความมั่นใจ', text: 'เสียงที่คุณไว้ใจช่วยให้จังหวะพัตต์นิ่ง และเพิ่มความมั่นใจในทุกการพัตต์' },
    { title: 'ใช้ได้ทั้งมือซ้ายและมือขวา', text: 'ทุกรุ่นผลิตได้ทั้งสำหรับนักกอล์ฟถนัดซ้ายและถนัดขวา โดยไม่มีค่าใช้จ่ายเพิ่ม' },
    { title: 'เสียงดังสำหรับพัตต์ระยะไกล', text: 'เสียงกระทบที่ดังและชัดบอกให้รู้ว่าคุณตีพัตต์ระยะไกลแรงแค่ไหน' },
    { title: 'เสียงนุ่มสำหรับพัตต์ระยะสั้น', text: 'เสียงนุ่มที่ควบคุมได้ในพัตต์ระยะสั้น ช่วยรักษาสัมผัสที่ละเอียดอ่อน' },
  ],
  futureTitle: 'การพัฒนาในอนาคต',
  future: [
    'รุ่น 002: ดีไซน์แบบมีคอต่อก้าน',
    'รุ่น 003: พัตเตอร์ทรงมัลเล็ต',
    'การเลือกโน้ตดนตรี ให้พัตเตอร์ของคุณเล่นโน้ตของคุณเอง: พัฒนาเสร็จแล้ว 3 จาก 8 โน้ต',
  ],
  careTitle: 'วิธีดูแลรักษา',
  care: 'เช็ดหัวไม้ให้แห้งหลังเล่นทุกครั้ง สวมปลอกหัวไม้ไว้เสมอเมื่อเก็บในถุงกอล์ฟ และทำความสะอาดลายกัดหน้าไม้ด้วยแปรงขนนุ่ม เพื่อรักษาเสียงให้คงเดิม',
  policiesTitle: 'นโยบาย',
  policies: [
    { id: 'privacy', title: 'ความเป็นส่วนตัว', text: 'เราใช้ข้อมูลของคุณเพื่อผลิต จัดส่ง และดูแลคำสั่งซื้อของคุณเท่านั้น' },
    { id: 'terms', title: 'ข้อกำหนดการสั่งซื้อ', text: 'ราคาเป็นเงินบาทและรวมค่าจัดส่งฟรีแล้ว พัตเตอร์สั่งทำทุกชิ้นผลิตตามคำสั่งซื้อ' },
    {
      id: 'cookies',
      title: 'คุกกี้',
      text: 'เราเก็บเฉพาะข้อมูลที่ร้านจำเป็นต้องใช้: เซสชันตะกร้าสินค้า การเข้าสู่ระบบ และธีมที่คุณเลือก',
    },
  ],
  configure: 'ออกแบบพัตเตอร์ของคุณ',
};

export const aboutTexts = defineTexts<AboutTexts>({ en, th });
