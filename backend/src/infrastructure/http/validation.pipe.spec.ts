// The DTOs' decorators read design types (Nest loads this for the app; here the DTOs load first).
import 'reflect-metadata';
import { InitOrderDto, WalkInInitOrderDto } from '@sound-putter/contracts/dto';
import { ValidationFailed } from '../cqrs/domain-error';
import { validateBody } from './validation.pipe';

const detailsOf = async (dto: new () => object, body: unknown) => {
  const error = await validateBody(dto, body).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationFailed);
  return (error as ValidationFailed).details;
};

const contact = {
  'customerDetails.name': ['Name is required'],
  'customerDetails.phone': ['Phone number is required'],
  'customerDetails.phoneCountryCode': ['Country code is required'],
};

describe('validateBody with the checkout DTOs', () => {
  it('validates a missing or null nested object as an empty one, so each field gives its own message', async () => {
    for (const body of [undefined, {}, { customerDetails: null }]) {
      expect(await detailsOf(WalkInInitOrderDto, body)).toEqual(contact);
      expect(await detailsOf(InitOrderDto, body)).toEqual({
        ...contact,
        'customerDetails.email': ['Please enter a valid email address'],
        'customerDetails.shippingAddress.streetAddress': ['Street address is required'],
        'customerDetails.shippingAddress.city': ['City is required'],
        'customerDetails.shippingAddress.state': ['State/Province is required'],
        'customerDetails.shippingAddress.postalCode': ['Postal code is required'],
        'customerDetails.shippingAddress.country': ['Country is required'],
      });
    }
  });

  it('gives a too long field the length message only, and refuses a nested value that is not an object', async () => {
    const walkIn = { name: 'n'.repeat(121), phone: '891234567', phoneCountryCode: '+66' };
    expect(await detailsOf(WalkInInitOrderDto, { customerDetails: walkIn })).toEqual({
      'customerDetails.name': ['name must be shorter than or equal to 120 characters'],
    });
    expect(Object.keys((await detailsOf(WalkInInitOrderDto, { customerDetails: 'Nok' })) ?? {})).toEqual([
      'customerDetails',
    ]);
    // Positive control: the walk-in form filled in passes.
    const ok = await validateBody(WalkInInitOrderDto, { customerDetails: { ...walkIn, name: 'Nok' } });
    expect(ok.customerDetails).toEqual({ name: 'Nok', phone: '891234567', phoneCountryCode: '+66' });
  });
});
