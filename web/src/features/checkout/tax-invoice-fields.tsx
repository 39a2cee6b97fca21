import { HEAD_OFFICE_BRANCH } from '@sound-putter/contracts';
import type { RequestTaxInvoiceDto } from '@sound-putter/contracts/dto';
import { TextField } from './form-field';

/** The buyer's fields' messages, by field (the form's own check or the server's 422). */
export type TaxInvoiceBuyerErrors = Partial<Record<keyof RequestTaxInvoiceDto, string>>;

export const emptyTaxInvoiceBuyer = (): RequestTaxInvoiceDto => ({
  name: '',
  address: '',
  taxId: '',
  branch: HEAD_OFFICE_BRANCH,
});

/** Thai first, as the document is (Revenue Code s. 86/4 names these four). */
const fields = [
  { name: 'name', label: 'ชื่อบริษัทหรือผู้ซื้อ (Name)', autoComplete: 'organization' },
  { name: 'address', label: 'ที่อยู่ (Address)', autoComplete: 'street-address' },
  { name: 'taxId', label: 'เลขประจำตัวผู้เสียภาษี 13 หลัก (Tax ID)', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'branch', label: 'สาขา (00000 = สำนักงานใหญ่) (Branch)', autoComplete: 'off', inputMode: 'numeric' },
] as const satisfies ReadonlyArray<{
  name: keyof RequestTaxInvoiceDto;
  label: string;
  autoComplete: string;
  inputMode?: 'numeric';
}>;

/** The element id of a buyer field: `${idPrefix}-${field}` (a form focuses its first wrong field by it). */
export const taxInvoiceFieldId = (idPrefix: string, field: keyof RequestTaxInvoiceDto) => `${idPrefix}-${field}`;

/** The four fields of a full tax invoice's buyer, used by the checkout and by the order page's later request. */
export function TaxInvoiceBuyerFields({
  idPrefix,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  value: RequestTaxInvoiceDto;
  errors: TaxInvoiceBuyerErrors;
  onChange: (next: RequestTaxInvoiceDto) => void;
}) {
  return (
    <>
      {fields.map((f) => (
        <TextField
          key={f.name}
          id={taxInvoiceFieldId(idPrefix, f.name)}
          label={f.label}
          value={value[f.name]}
          error={errors[f.name]}
          autoComplete={f.autoComplete}
          inputMode={'inputMode' in f ? f.inputMode : undefined}
          onValue={(next) => onChange({ ...value, [f.name]: next })}
        />
      ))}
    </>
  );
}
