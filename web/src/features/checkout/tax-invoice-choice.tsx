import { taxInvoiceBuyerProblems } from '@sound-putter/contracts';
import type { RequestTaxInvoiceDto } from '@sound-putter/contracts/dto';
import { useCheckoutTexts } from './checkout-texts';
import type { DetailsErrors } from './customer-details';
import {
  emptyTaxInvoiceBuyer,
  TaxInvoiceBuyerFields,
  type TaxInvoiceBuyerErrors,
  taxInvoiceFieldId,
} from './tax-invoice-fields';

/** Whether the shopper asks for a full tax invoice at checkout, and for whom. */
export interface TaxInvoiceChoice {
  wanted: boolean;
  buyer: RequestTaxInvoiceDto;
}

export const noTaxInvoice = (): TaxInvoiceChoice => ({ wanted: false, buyer: emptyTaxInvoiceBuyer() });

const ID_PREFIX = 'taxInvoice';

/** The buyer's problems keyed by their fields' element ids (the checkout form's keys); none when not asked for. */
export const taxInvoiceChoiceErrors = (choice: TaxInvoiceChoice): DetailsErrors =>
  choice.wanted
    ? Object.fromEntries(
        Object.entries(taxInvoiceBuyerProblems(choice.buyer)).map(([field, message]) => [
          taxInvoiceFieldId(ID_PREFIX, field as keyof RequestTaxInvoiceDto),
          message,
        ]),
      )
    : {};

/**
 * "I need a full tax invoice": a company (or a person) buying can claim the VAT only with one naming them (Revenue
 * Code s. 86/4). Asked at checkout, it is issued when the order is paid instead of the abbreviated one.
 */
export function TaxInvoiceChoiceFields({
  choice,
  showErrors,
  serverErrors,
  onChange,
}: {
  choice: TaxInvoiceChoice;
  showErrors: boolean;
  /** The server's 422 for the buyer, by field. */
  serverErrors: TaxInvoiceBuyerErrors;
  onChange: (next: TaxInvoiceChoice) => void;
}) {
  const t = useCheckoutTexts();
  const own = showErrors && choice.wanted ? taxInvoiceBuyerProblems(choice.buyer) : {};
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t.taxInvoice}</legend>
      <label className="flex items-start gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          checked={choice.wanted}
          onChange={(e) => onChange({ ...choice, wanted: e.target.checked })}
        />
        <span>
          {t.wantTaxInvoice}
          <span className="block font-normal text-slate-600 dark:text-slate-400">{t.taxInvoiceHint}</span>
        </span>
      </label>
      {choice.wanted ? (
        <TaxInvoiceBuyerFields
          idPrefix={ID_PREFIX}
          value={choice.buyer}
          errors={{ ...serverErrors, ...own }}
          onChange={(buyer) => onChange({ ...choice, buyer })}
        />
      ) : null}
    </fieldset>
  );
}
