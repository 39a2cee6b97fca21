import { HEAD_OFFICE_BRANCH } from '@sound-putter/contracts';
import type { RequestTaxInvoiceDto } from '@sound-putter/contracts/dto';
import { useCheckoutTexts } from './checkout-texts';
import { TextField } from './form-field';

/** The buyer's fields' messages, by field (the form's own check or the server's 422). */
export type TaxInvoiceBuyerErrors = Partial<Record<keyof RequestTaxInvoiceDto, string>>;

export const emptyTaxInvoiceBuyer = (): RequestTaxInvoiceDto => ({
  name: '',
  address: '',
  taxId: '',
  branch: HEAD_OFFICE_BRANCH,
});

/** The four a full tax invoice names (Revenue Code s. 86/4); their labels are the checkout texts' `buyer`. */
const fields = [
  { name: 'name', autoComplete: 'organization' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'taxId', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'branch', autoComplete: 'off', inputMode: 'numeric' },
] as const satisfies ReadonlyArray<{
  name: keyof RequestTaxInvoiceDto;
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
  const t = useCheckoutTexts();
  return (
    <>
      {fields.map((f) => (
        <TextField
          key={f.name}
          id={taxInvoiceFieldId(idPrefix, f.name)}
          label={t.buyer[f.name]}
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
