import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { apiExamples, apiSchemas } from './index';

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

describe('contract schemas', () => {
  it.each(Object.keys(apiSchemas) as (keyof typeof apiSchemas)[])('the %s example matches its schema', (name) => {
    const validate = ajv.compile(apiSchemas[name]);
    expect(validate(apiExamples[name]) ? [] : validate.errors).toEqual([]);
  });

  it('refuses a field a closed shape does not name, and a missing one (positive control)', () => {
    const validate = ajv.compile(apiSchemas.RedactedOrderView);
    expect(validate({ ...apiExamples.RedactedOrderView, customerName: 'leak' })).toBe(false);
    const { status: _status, ...missing } = apiExamples.RedactedOrderView;
    expect(validate(missing)).toBe(false);
    expect(validate(apiExamples.RedactedOrderView)).toBe(true);
  });
});
