import { defineTexts } from '@sound-putter/contracts';

export type SoundModelId = 'melody-c' | 'melody-d';

/** What the shop says about one sound signature (spec section 3), in one language. */
export interface SoundSignatureTexts {
  label: string;
  frequencyBand: string;
  decay: string;
  character: readonly string[];
  video: { title: string; caption: string };
}

/** The spec's Thai keywords of each signature: a chip list of their own on an English page. */
export const thaiKeywords: Record<SoundModelId, readonly string[]> = {
  'melody-c': ['เสียงทุ้ม', 'ก้องกังวาน', 'อบอุ่น', 'มั่นใจ'],
  'melody-d': ['เสียงใส', 'คมชัด', 'สดใส', 'ฉับไว'],
};

/** The Sound Preview Center's words, its cards' and the sound-technology videos' in both languages. */
const en = {
  title: 'Sound Preview Center',
  intro:
    'Hear each sound signature as the putter strikes the ball, and watch its spectrum live. Headphones bring out the low end of the deep model.',
  compareMode: 'Compare mode',
  playAll: 'Play all together',
  stopAll: 'Stop all',
  compareOn: 'Compare mode: the sounds can play at the same time, so you can hear them side by side.',
  compareOff: 'One sound at a time: starting one stops the other.',
  loading: 'Loading sound models…',
  loadFailed: 'Failed to Load Sound Models',
  retrying: 'Retrying…',
  tryAgain: 'Try Again',
  ctaTitle: 'Found your sound?',
  ctaText: 'Design your putter around it; we craft it within 24 hours of your order.',
  ctaButton: 'Start Designing',
  /** Media errors carry no HTTP status, so they take the catalogue's title for that case (spec section 8). */
  noticeTitle: 'Something went wrong',
  frequencyBand: 'Frequency band',
  decay: 'Decay',
  character: 'Character',
  /** The Thai keywords' own row; a Thai page has none, its character row shows them already. */
  keywords: 'Thai keywords' as string | null,
  signatures: {
    'melody-c': {
      label: 'Deep and Resonant',
      frequencyBand: 'Low-Mid (150-800 Hz)',
      decay: '1.2 s',
      character: ['High resonance', 'Deep', 'Warm', 'Confidence-inspiring'],
      video: {
        title: 'Deep sound technology video',
        caption: 'Deep and Resonant: energy between 150 and 800 Hz, ringing for about 1.2 seconds.',
      },
    },
    'melody-d': {
      label: 'Bright and Dynamic',
      frequencyBand: 'Mid-High (400-2000 Hz)',
      decay: '0.8 s',
      character: ['Bright', 'Sharp', 'Clear'],
      video: {
        title: 'Bright sound technology video',
        caption: 'Bright and Dynamic: energy between 400 and 2000 Hz, a crisp 0.8-second ring.',
      },
    },
  } as Record<SoundModelId, SoundSignatureTexts>,
};

export type SoundPreviewTexts = typeof en;

const th: SoundPreviewTexts = {
  title: 'ศูนย์ทดลองฟังเสียง',
  intro: 'ฟังลายเซ็นเสียงแต่ละแบบในจังหวะที่หัวพัตเตอร์กระทบลูก พร้อมดูสเปกตรัมเสียงแบบเรียลไทม์ ใส่หูฟังเพื่อฟังเสียงย่านต่ำของรุ่นเสียงทุ้มได้ชัดยิ่งขึ้น',
  compareMode: 'โหมดเปรียบเทียบ',
  playAll: 'เล่นพร้อมกันทั้งหมด',
  stopAll: 'หยุดทั้งหมด',
  compareOn: 'โหมดเปรียบเทียบ: เล่นเสียงพร้อมกันได้ เพื่อฟังเทียบกันแบบเคียงข้าง',
  compareOff: 'ฟังทีละเสียง: เมื่อเริ่มเล่นเสียงหนึ่ง อีกเสียงจะหยุดเอง',
  loading: 'กำลังโหลดรุ่นพัตเตอร์เสียง…',
  loadFailed: 'โหลดรุ่นพัตเตอร์เสียงไม่สำเร็จ',
  retrying: 'กำลังลองใหม่…',
  tryAgain: 'ลองอีกครั้ง',
  ctaTitle: 'เจอเสียงที่ใช่แล้วหรือยัง',
  ctaText: 'ออกแบบพัตเตอร์ของคุณจากเสียงนั้น แล้วเราผลิตให้ภายใน 24 ชั่วโมงหลังสั่งซื้อ',
  ctaButton: 'เริ่มออกแบบ',
  noticeTitle: 'เกิดข้อผิดพลาด',
  frequencyBand: 'ช่วงความถี่',
  decay: 'ระยะเสียงก้อง',
  character: 'บุคลิกเสียง',
  keywords: null,
  signatures: {
    'melody-c': {
      label: 'ทุ้มก้องกังวาน',
      frequencyBand: 'ช่วงต่ำถึงกลาง (150-800 Hz)',
      decay: '1.2 วินาที',
      character: thaiKeywords['melody-c'],
      video: {
        title: 'วิดีโอเทคโนโลยีเสียงทุ้ม',
        caption: 'ทุ้มก้องกังวาน: พลังเสียงอยู่ในช่วง 150 ถึง 800 Hz ก้องกังวานนานราว 1.2 วินาที',
      },
    },
    'melody-d': {
      label: 'ใสมีชีวิตชีวา',
      frequencyBand: 'ช่วงกลางถึงสูง (400-2000 Hz)',
      decay: '0.8 วินาที',
      character: thaiKeywords['melody-d'],
      video: {
        title: 'วิดีโอเทคโนโลยีเสียงใส',
        caption: 'ใสมีชีวิตชีวา: พลังเสียงอยู่ในช่วง 400 ถึง 2000 Hz เสียงก้องกระชับคมชัด 0.8 วินาที',
      },
    },
  },
};

export const soundPreviewTexts = defineTexts<SoundPreviewTexts>({ en, th });
