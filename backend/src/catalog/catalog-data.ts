import type { CustomizationCategory } from '@sound-putter/contracts';

/**
 * The catalog, in one place. Prices are baht. Colour words in grip and shaft-colour names (black, crimson, light
 * blue, forest, champagne, brushed ...) are what the web preview reads to pick swatches. Handedness and shaft
 * colour are always free; every default option is free.
 */
export interface CatalogModelSeed {
  id: string;
  name: string;
  /** Thai beside every English text: the shop shows the shopper's language (issue 34). */
  nameTh: string;
  soundType: string;
  soundTypeTh: string;
  basePrice: number;
  description: string;
  descriptionTh: string;
  features: string[];
  featuresTh: string[];
}

export interface CatalogOptionSeed {
  id: string;
  name: string;
  nameTh: string;
  price: number;
  description?: string;
  descriptionTh?: string;
}

export const catalogModels: CatalogModelSeed[] = [
  {
    id: 'melody-c',
    name: 'Melody C Sound Putter',
    soundType: 'Deep and Resonant',
    basePrice: 10500,
    description:
      'A low-mid voice (150–800 Hz) that rings for about 1.2 seconds: a deep, warm strike that inspires confidence on long putts.',
    features: [
      'Deep, warm tone in the 150–800 Hz band',
      'High resonance with a 1.2 s decay',
      '365 g milled head, center shaft, 3° loft',
      'Universal left- and right-handed design',
      'Crafted within 24 hours of confirmation',
    ],
    nameTh: 'พัตเตอร์เสียง Melody C',
    soundTypeTh: 'ทุ้มและก้องกังวาน',
    descriptionTh: 'เสียงช่วงต่ำถึงกลาง (150–800 Hz) ที่ก้องนานราว 1.2 วินาที จังหวะตีทุ้มอบอุ่นที่ให้ความมั่นใจในพัตต์ระยะไกล',
    featuresTh: [
      'เสียงทุ้มอบอุ่นในช่วง 150–800 Hz',
      'ก้องกังวานสูง หางเสียง 1.2 วินาที',
      'หัวไม้กัดขึ้นรูป 365 กรัม ก้านกลาง องศาหน้าไม้ 3°',
      'ใช้ได้ทั้งผู้ถนัดซ้ายและขวา',
      'ผลิตเสร็จภายใน 24 ชั่วโมงหลังยืนยันคำสั่งซื้อ',
    ],
  },
  {
    id: 'melody-d',
    name: 'Melody D Sound Putter',
    soundType: 'Bright and Dynamic',
    basePrice: 10500,
    description:
      'A mid-high voice (400–2000 Hz) with a short 0.8 second decay: a bright, sharp, clear click for touch on short putts.',
    features: [
      'Bright, clear tone in the 400–2000 Hz band',
      'Crisp feedback with a 0.8 s decay',
      '365 g milled head, center shaft, 3° loft',
      'Universal left- and right-handed design',
      'Crafted within 24 hours of confirmation',
    ],
    nameTh: 'พัตเตอร์เสียง Melody D',
    soundTypeTh: 'สดใสและมีชีวิตชีวา',
    descriptionTh: 'เสียงช่วงกลางถึงสูง (400–2000 Hz) หางเสียงสั้น 0.8 วินาที เสียงคลิกใส คม ชัด เพื่อสัมผัสที่แม่นยำในพัตต์ระยะสั้น',
    featuresTh: [
      'เสียงใสชัดในช่วง 400–2000 Hz',
      'ตอบสนองคมชัด หางเสียง 0.8 วินาที',
      'หัวไม้กัดขึ้นรูป 365 กรัม ก้านกลาง องศาหน้าไม้ 3°',
      'ใช้ได้ทั้งผู้ถนัดซ้ายและขวา',
      'ผลิตเสร็จภายใน 24 ชั่วโมงหลังยืนยันคำสั่งซื้อ',
    ],
  },
];

export const catalogOptions: Record<CustomizationCategory, CatalogOptionSeed[]> = {
  grip: [
    {
      id: 'grip-standard-black',
      name: 'Standard Matte Black',
      nameTh: 'กริปมาตรฐานสีดำด้าน',
      descriptionTh: 'กริปทรงพิสทอลคลาสสิก ยางสีดำด้าน',
      price: 0,
      description: 'Classic pistol grip in matte black rubber',
    },
    {
      id: 'grip-crimson-pistol',
      name: 'Crimson Red Pistol',
      nameTh: 'กริปพิสทอลสีแดงเข้ม',
      descriptionTh: 'กริปทรงพิสทอลเกาะมือ สีแดงเข้ม',
      price: 900,
      description: 'Tacky pistol grip in crimson red',
    },
    {
      id: 'grip-light-blue-midsize',
      name: 'Light Blue Midsize',
      nameTh: 'กริปมิดไซซ์สีฟ้าอ่อน',
      descriptionTh: 'กริปขนาดกลางที่ช่วยให้มือนิ่ง',
      price: 900,
      description: 'Midsize grip that quiets the hands',
    },
    {
      id: 'grip-white-oversize',
      name: 'Pearl White Oversize',
      nameTh: 'กริปโอเวอร์ไซซ์สีขาวมุก',
      descriptionTh: 'กริปขนาดใหญ่เพื่อจังหวะที่นิ่งโดยไม่ใช้ข้อมือ',
      price: 1200,
      description: 'Oversize grip for a steady, wrist-free stroke',
    },
    {
      id: 'grip-forest-tour',
      name: 'Forest Green Tour',
      nameTh: 'กริปทัวร์สีเขียวป่า',
      descriptionTh: 'กริปทรงทัวร์ สีเขียวป่า',
      price: 1200,
      description: 'Tour-shaped grip in forest green',
    },
    {
      id: 'grip-brown-leather',
      name: 'Brown Leather Wrap',
      nameTh: 'กริปหนังพันมือสีน้ำตาล',
      descriptionTh: 'หนังสีน้ำตาลพันด้วยมือ',
      price: 2500,
      description: 'Hand-wrapped brown leather',
    },
  ],
  shaft: [
    {
      id: 'shaft-standard',
      name: 'Standard Steel',
      nameTh: 'ก้านเหล็กมาตรฐาน',
      descriptionTh: 'ก้านเหล็กไร้บั้ง ติดตั้งกึ่งกลาง',
      price: 0,
      description: 'Stepless steel shaft, center-mounted',
    },
    {
      id: 'shaft-counterbalanced',
      name: 'Counterbalanced Steel',
      nameTh: 'ก้านเหล็กถ่วงน้ำหนัก',
      descriptionTh: 'เพิ่มน้ำหนักที่ปลายด้าม เพื่อจังหวะลูกตุ้มที่นุ่มนวล',
      price: 1800,
      description: 'Extra butt weight for a smoother pendulum',
    },
    {
      id: 'shaft-carbon-stability',
      name: 'Stability Carbon',
      nameTh: 'ก้านคาร์บอนสเตบิลิตี้',
      descriptionTh: 'คอมโพสิตคาร์บอน-เหล็กที่ต้านการบิด',
      price: 4500,
      description: 'Carbon-steel composite that resists twisting',
    },
  ],
  shaft_color: [
    { id: 'shaft-color-silver', name: 'Brushed Silver', nameTh: 'เงินขัดลาย', price: 0 },
    { id: 'shaft-color-black', name: 'Matte Black', nameTh: 'ดำด้าน', price: 0 },
    { id: 'shaft-color-gold', name: 'Champagne Gold', nameTh: 'ทองแชมเปญ', price: 0 },
    { id: 'shaft-color-copper', name: 'Copper', nameTh: 'ทองแดง', price: 0 },
    { id: 'shaft-color-blue', name: 'Midnight Blue', nameTh: 'น้ำเงินเข้ม', price: 0 },
  ],
  length: [
    { id: 'length-32', name: '32 inches', nameTh: '32 นิ้ว', price: 0 },
    { id: 'length-33', name: '33 inches', nameTh: '33 นิ้ว', price: 0 },
    { id: 'length-34', name: '34 inches', nameTh: '34 นิ้ว', price: 0 },
    { id: 'length-35', name: '35 inches', nameTh: '35 นิ้ว', price: 0 },
  ],
  logo: [
    { id: 'logo-none', name: 'No Logo', nameTh: 'ไม่มีโลโก้', price: 0 },
    {
      id: 'logo-single',
      name: 'Single Logo',
      nameTh: 'โลโก้ 1 ตำแหน่ง',
      descriptionTh: 'แกะสลัก 1 จุด: หน้าไม้หรือพื้นไม้',
      price: 800,
      description: 'One engraving: face or sole',
    },
    {
      id: 'logo-double',
      name: 'Double Logo',
      nameTh: 'โลโก้ 2 ตำแหน่ง',
      descriptionTh: 'แกะสลัก 2 จุด: หน้าไม้และพื้นไม้',
      price: 1500,
      description: 'Two engravings: face and sole',
    },
  ],
  face_mill_option: [
    {
      id: 'face-mill-standard',
      name: 'Standard Fly-Cut',
      nameTh: 'ฟลายคัตมาตรฐาน',
      descriptionTh: 'หน้าไม้เรียบแบบฟลายคัต',
      price: 0,
      description: 'Smooth fly-cut face',
    },
    {
      id: 'face-mill-diamond',
      name: 'Diamond Mill',
      nameTh: 'ลายเพชร',
      descriptionTh: 'ลายเพชรไขว้ให้สัมผัสที่นุ่มขึ้น',
      price: 1500,
      description: 'Crossed diamond pattern for a softer feel',
    },
    {
      id: 'face-mill-deep-groove',
      name: 'Deep Groove Mill',
      nameTh: 'ลายร่องลึก',
      descriptionTh: 'ร่องแนวนอนลึกให้ลูกหมุนไปข้างหน้า',
      price: 1500,
      description: 'Deep horizontal grooves for forward roll',
    },
    {
      id: 'face-mill-honeycomb',
      name: 'Honeycomb Mill',
      nameTh: 'ลายรังผึ้ง',
      descriptionTh: 'ลายรังผึ้งที่ทำให้เสียงสดใสขึ้น',
      price: 2000,
      description: 'Honeycomb pattern that brightens the sound',
    },
  ],
  mill_option: [
    {
      id: 'mill-satin-chrome',
      name: 'Satin Chrome Finish',
      nameTh: 'ผิวโครมซาติน',
      descriptionTh: 'ผิวหัวไม้โครมซาตินไม่สะท้อนแสง',
      price: 1200,
      description: 'Glare-free satin chrome head finish',
    },
    {
      id: 'mill-black-pvd',
      name: 'Black PVD Finish',
      nameTh: 'ผิวดำ PVD',
      descriptionTh: 'เคลือบ PVD สีดำแข็งแรง',
      price: 2500,
      description: 'Hard black PVD coating',
    },
    {
      id: 'mill-raw-carbon',
      name: 'Raw Carbon Steel Finish',
      nameTh: 'ผิวเหล็กคาร์บอนดิบ',
      descriptionTh: 'เหล็กคาร์บอนไม่ชุบ เกิดสนิมสวยตามการใช้งาน',
      price: 1800,
      description: 'Unplated carbon steel that patinas with play',
    },
  ],
  gift_box: [
    { id: 'gift-box-none', name: 'No Gift Box', nameTh: 'ไม่มีกล่องของขวัญ', price: 0 },
    {
      id: 'gift-box-classic',
      name: 'Classic Gift Box',
      nameTh: 'กล่องของขวัญคลาสสิก',
      descriptionTh: 'กล่องสีดำบุผ้าซาติน',
      price: 500,
      description: 'Black box with satin lining',
    },
    {
      id: 'gift-box-premium',
      name: 'Premium Wooden Case',
      nameTh: 'กล่องไม้พรีเมียม',
      descriptionTh: 'กล่องไม้สักสลักฝา',
      price: 1500,
      description: 'Teak case with engraved lid',
    },
  ],
};
