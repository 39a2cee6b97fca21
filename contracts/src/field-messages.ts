import type { ShopLanguage } from './language';
import { THAI_POSTAL_CODE_MESSAGE, THAI_PROVINCE_MESSAGE } from './thai-address';
import { taxInvoiceBuyerMessages } from './thai-tax-id';
import { COMMON_PASSWORD_MESSAGE, GIFT_MESSAGE_TOO_LONG, validationMessages as m } from './validation-messages';
import { UNSAFE_TEXT_MESSAGE } from './text-rules';
import { orderSearchMessages as search } from './order-search';

/**
 * The Thai of each field message the forms show. The server answers its 422 in the spec's English messages (section
 * 5), so a Thai page looks its message up here; a message with no entry is shown as it came.
 */
const thaiFieldMessages: Record<string, string> = {
  [m.email]: 'กรุณากรอกอีเมลให้ถูกต้อง',
  [m.passwordRequired]: 'กรุณากรอกรหัสผ่าน',
  [m.passwordTooShort]: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
  [m.passwordComplexity]: 'รหัสผ่านต้องมีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก และตัวเลขอย่างละหนึ่งตัว',
  [m.nameRequired]: 'กรุณากรอกชื่อ',
  [m.phoneRequired]: 'กรุณากรอกหมายเลขโทรศัพท์',
  [m.phoneCountryCodeRequired]: 'กรุณาเลือกรหัสประเทศ',
  [m.streetAddressRequired]: 'กรุณากรอกที่อยู่',
  [m.cityRequired]: 'กรุณากรอกเขต/อำเภอ',
  [m.stateRequired]: 'กรุณาเลือกจังหวัด',
  [m.postalCodeRequired]: 'กรุณากรอกรหัสไปรษณีย์',
  [m.countryRequired]: 'กรุณาเลือกประเทศ',
  [GIFT_MESSAGE_TOO_LONG]: 'ข้อความอวยพรยาวได้ไม่เกิน 200 ตัวอักษร',
  [COMMON_PASSWORD_MESSAGE]: 'รหัสผ่านนี้ถูกใช้บ่อยเกินไป กรุณาเลือกรหัสที่เดายากกว่านี้',
  [THAI_POSTAL_CODE_MESSAGE]: 'รหัสไปรษณีย์ไทยมี 5 หลัก ตั้งแต่ 10000 ถึง 96999',
  [THAI_PROVINCE_MESSAGE]: 'กรุณาเลือกจังหวัดจาก 77 จังหวัดของประเทศไทย',
  [UNSAFE_TEXT_MESSAGE]: 'กรุณาลบอักขระที่ไม่ถูกต้อง (อักขระ NUL หรืออีโมจิที่เสีย)',
  [taxInvoiceBuyerMessages.address]: 'กรุณากรอกที่อยู่',
  [taxInvoiceBuyerMessages.taxId.length]: 'เลขประจำตัวผู้เสียภาษีต้องมี 13 หลัก',
  [taxInvoiceBuyerMessages.taxId.check_digit]: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง (เลขตรวจสอบไม่ตรง)',
  [search.once]: 'ใส่ตัวกรองแต่ละรายการเพียงครั้งเดียว',
  [search.q]: 'คำค้นหายาวได้ไม่เกิน 100 ตัวอักษร',
  [search.status]: 'กรุณาเลือกสถานะจากรายการ',
  [search.channel]: 'กรุณาเลือกช่องทางจากรายการ',
  [search.from]: 'กรุณาใส่วันที่เริ่มต้นให้ถูกต้อง',
  [search.to]: 'กรุณาใส่วันที่สิ้นสุดให้ถูกต้อง',
  [search.toBeforeFrom]: 'วันที่สิ้นสุดต้องไม่อยู่ก่อนวันที่เริ่มต้น',
  [search.limit]: 'จำนวนต่อหน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 100',
  [search.cursor]: 'หน้าผลการค้นหานี้ใช้ไม่ได้แล้ว กรุณาค้นหาใหม่',
  [taxInvoiceBuyerMessages.branch]: 'สาขาต้องเป็น 00000 (สำนักงานใหญ่) หรือเลขสาขา 5 หลัก',
};

/** A form field's message in `language` (the English is the spec's, and the server's). */
export const fieldMessageIn = (language: ShopLanguage, message: string): string =>
  language === 'th' ? (thaiFieldMessages[message] ?? message) : message;
