/** The country value the checkout uses for Thailand (the phone-country list's name). */
export const THAILAND = 'Thailand';

export const isThailand = (country: string | undefined): boolean => country?.trim().toLowerCase() === 'thailand';

/** Thailand's 77 provinces (Bangkok and 76 changwat), English and Thai names, in English alphabetical order. */
export const thaiProvinces: readonly { en: string; th: string }[] = [
  { en: 'Amnat Charoen', th: 'อำนาจเจริญ' },
  { en: 'Ang Thong', th: 'อ่างทอง' },
  { en: 'Bangkok', th: 'กรุงเทพมหานคร' },
  { en: 'Bueng Kan', th: 'บึงกาฬ' },
  { en: 'Buriram', th: 'บุรีรัมย์' },
  { en: 'Chachoengsao', th: 'ฉะเชิงเทรา' },
  { en: 'Chai Nat', th: 'ชัยนาท' },
  { en: 'Chaiyaphum', th: 'ชัยภูมิ' },
  { en: 'Chanthaburi', th: 'จันทบุรี' },
  { en: 'Chiang Mai', th: 'เชียงใหม่' },
  { en: 'Chiang Rai', th: 'เชียงราย' },
  { en: 'Chonburi', th: 'ชลบุรี' },
  { en: 'Chumphon', th: 'ชุมพร' },
  { en: 'Kalasin', th: 'กาฬสินธุ์' },
  { en: 'Kamphaeng Phet', th: 'กำแพงเพชร' },
  { en: 'Kanchanaburi', th: 'กาญจนบุรี' },
  { en: 'Khon Kaen', th: 'ขอนแก่น' },
  { en: 'Krabi', th: 'กระบี่' },
  { en: 'Lampang', th: 'ลำปาง' },
  { en: 'Lamphun', th: 'ลำพูน' },
  { en: 'Loei', th: 'เลย' },
  { en: 'Lopburi', th: 'ลพบุรี' },
  { en: 'Mae Hong Son', th: 'แม่ฮ่องสอน' },
  { en: 'Maha Sarakham', th: 'มหาสารคาม' },
  { en: 'Mukdahan', th: 'มุกดาหาร' },
  { en: 'Nakhon Nayok', th: 'นครนายก' },
  { en: 'Nakhon Pathom', th: 'นครปฐม' },
  { en: 'Nakhon Phanom', th: 'นครพนม' },
  { en: 'Nakhon Ratchasima', th: 'นครราชสีมา' },
  { en: 'Nakhon Sawan', th: 'นครสวรรค์' },
  { en: 'Nakhon Si Thammarat', th: 'นครศรีธรรมราช' },
  { en: 'Nan', th: 'น่าน' },
  { en: 'Narathiwat', th: 'นราธิวาส' },
  { en: 'Nong Bua Lamphu', th: 'หนองบัวลำภู' },
  { en: 'Nong Khai', th: 'หนองคาย' },
  { en: 'Nonthaburi', th: 'นนทบุรี' },
  { en: 'Pathum Thani', th: 'ปทุมธานี' },
  { en: 'Pattani', th: 'ปัตตานี' },
  { en: 'Phang Nga', th: 'พังงา' },
  { en: 'Phatthalung', th: 'พัทลุง' },
  { en: 'Phayao', th: 'พะเยา' },
  { en: 'Phetchabun', th: 'เพชรบูรณ์' },
  { en: 'Phetchaburi', th: 'เพชรบุรี' },
  { en: 'Phichit', th: 'พิจิตร' },
  { en: 'Phitsanulok', th: 'พิษณุโลก' },
  { en: 'Phra Nakhon Si Ayutthaya', th: 'พระนครศรีอยุธยา' },
  { en: 'Phrae', th: 'แพร่' },
  { en: 'Phuket', th: 'ภูเก็ต' },
  { en: 'Prachinburi', th: 'ปราจีนบุรี' },
  { en: 'Prachuap Khiri Khan', th: 'ประจวบคีรีขันธ์' },
  { en: 'Ranong', th: 'ระนอง' },
  { en: 'Ratchaburi', th: 'ราชบุรี' },
  { en: 'Rayong', th: 'ระยอง' },
  { en: 'Roi Et', th: 'ร้อยเอ็ด' },
  { en: 'Sa Kaeo', th: 'สระแก้ว' },
  { en: 'Sakon Nakhon', th: 'สกลนคร' },
  { en: 'Samut Prakan', th: 'สมุทรปราการ' },
  { en: 'Samut Sakhon', th: 'สมุทรสาคร' },
  { en: 'Samut Songkhram', th: 'สมุทรสงคราม' },
  { en: 'Saraburi', th: 'สระบุรี' },
  { en: 'Satun', th: 'สตูล' },
  { en: 'Sing Buri', th: 'สิงห์บุรี' },
  { en: 'Sisaket', th: 'ศรีสะเกษ' },
  { en: 'Songkhla', th: 'สงขลา' },
  { en: 'Sukhothai', th: 'สุโขทัย' },
  { en: 'Suphan Buri', th: 'สุพรรณบุรี' },
  { en: 'Surat Thani', th: 'สุราษฎร์ธานี' },
  { en: 'Surin', th: 'สุรินทร์' },
  { en: 'Tak', th: 'ตาก' },
  { en: 'Trang', th: 'ตรัง' },
  { en: 'Trat', th: 'ตราด' },
  { en: 'Ubon Ratchathani', th: 'อุบลราชธานี' },
  { en: 'Udon Thani', th: 'อุดรธานี' },
  { en: 'Uthai Thani', th: 'อุทัยธานี' },
  { en: 'Uttaradit', th: 'อุตรดิตถ์' },
  { en: 'Yala', th: 'ยะลา' },
  { en: 'Yasothon', th: 'ยโสธร' },
];

/** A province by its English or Thai name (case and surrounding spaces ignored). */
export const isThaiProvince = (name: string): boolean => {
  const wanted = name.trim().toLowerCase();
  return thaiProvinces.some((p) => p.en.toLowerCase() === wanted || p.th === wanted);
};

/** Thai postal codes: 5 digits whose first two are a province's range, 10 (Bangkok) to 96 (Narathiwat). */
export const isThaiPostalCode = (code: string): boolean => {
  const trimmed = code.trim();
  if (!/^\d{5}$/.test(trimmed)) return false;
  const province = Number(trimmed.slice(0, 2));
  return province >= 10 && province <= 96;
};

export const THAI_POSTAL_CODE_MESSAGE = 'Thai postal codes are 5 digits from 10000 to 96999';
export const THAI_PROVINCE_MESSAGE = 'Choose one of the 77 provinces of Thailand';
