import { IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { isValidThaiTaxId, thaiTaxIdProblem } from '../thai-tax-id';
import { TextAtMost, Trimmed } from './text.decorators';

const TAX_ID_MESSAGES = {
  length: 'Tax ID must be 13 digits',
  digits: 'Tax ID must be 13 digits',
  check_digit: 'Tax ID is not valid (check digit)',
} as const;

/** POST /api/orders/{id}/tax-invoice body: the buyer of a full tax invoice (Revenue Code s. 86/4). */
export class RequestTaxInvoiceDto {
  @Trimmed()
  @IsString({ message: 'Name is required' })
  @Matches(/\S/, { message: 'Name is required' })
  @TextAtMost(200)
  name!: string;

  @Trimmed()
  @IsString({ message: 'Address is required' })
  @Matches(/\S/, { message: 'Address is required' })
  @TextAtMost(500)
  address!: string;

  /** 13 digits with a valid check digit; spaces and dashes between groups are allowed. */
  @IsString({ message: 'Tax ID must be 13 digits' })
  @MaxLength(30, { message: 'Tax ID must be 13 digits' })
  @ValidateBy({
    name: 'thaiTaxId',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isValidThaiTaxId(value),
      defaultMessage: (args) =>
        TAX_ID_MESSAGES[typeof args?.value === 'string' ? (thaiTaxIdProblem(args.value) ?? 'length') : 'length'],
    },
  })
  taxId!: string;

  /** 00000 for a head office, else the branch's five digits. */
  @IsString({ message: 'Branch must be 00000 (head office) or a 5-digit branch number' })
  @Matches(/^\d{5}$/, { message: 'Branch must be 00000 (head office) or a 5-digit branch number' })
  branch!: string;
}
