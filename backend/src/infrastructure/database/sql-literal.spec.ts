import { renderStatement } from './sql-literal';

describe('renderStatement', () => {
  it('inlines escaped literals for each placeholder', () => {
    expect(
      renderStatement({
        text: 'SELECT f($1, $2, $3::uuid[], $4::jsonb[], $5, $6, $10)',
        values: ["O'Brien \\ x", 42, ['a', 'b'], [], null, true, 1, 2, 3, 'ten'],
      }),
    ).toBe(`SELECT f( E'O''Brien \\\\ x', 42, ARRAY['a', 'b']::uuid[], '{}'::jsonb[], NULL, TRUE, 'ten')`);
  });

  it('refuses values SQL cannot hold and missing placeholders', () => {
    expect(() => renderStatement({ text: 'SELECT $1', values: [Number.NaN] })).toThrow(TypeError);
    expect(() => renderStatement({ text: 'SELECT $2', values: [1] })).toThrow(RangeError);
  });
});
