import { IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { isValidThaiTaxId, taxInvoiceBuyerMessages as m, thaiTaxIdProblem } from '../thai-tax-id';
import { TextAtMost, Trimmed } from './text.decorators';

/** POST /api/orders/{id}/tax-invoice body: the buyer of a full tax invoice (Revenue Code s. 86/4). */
export class RequestTaxInvoiceDto {
  @Trimmed()
  @IsString({ message: m.name })
  @Matches(/\S/, { message: m.name })
  @TextAtMost(200)
  name!: string;

  @Trimmed()
  @IsString({ message: m.address })
  @Matches(/\S/, { message: m.address })
  @TextAtMost(500)
  address!: string;

  /** 13 digits with a valid check digit; spaces and dashes between groups are allowed. */
  @IsString({ message: m.taxId.length })
  @MaxLength(30, { message: m.taxId.length })
  @ValidateBy({
    name: 'thaiTaxId',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isValidThaiTaxId(value),
      defaultMessage: (args) =>
        m.taxId[typeof args?.value === 'string' ? (thaiTaxIdProblem(args.value) ?? 'length') : 'length'],
    },
  })
  taxId!: string;

  /** 00000 for a head office, else the branch's five digits. */
  @IsString({ message: m.branch })
  @Matches(/^\d{5}$/, { message: m.branch })
  branch!: string;
}
