import { escapeLiteral } from 'pg';

/** A parameterised statement: `$1`, `$2`, ... in `text` stand for `values`. */
export interface SqlStatement {
  text: string;
  values: unknown[];
}

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Cannot render ${value} as SQL`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return value.length === 0 ? `'{}'` : `ARRAY[${value.map(literal).join(', ')}]`;
  if (typeof value === 'string') return escapeLiteral(value);
  return escapeLiteral(JSON.stringify(value));
};

/**
 * Inlines the values of a parameterised statement as escaped literals, so several statements can travel in one
 * simple-protocol message (which PostgreSQL runs as one implicit transaction). Placeholders must not appear
 * inside string literals of `text`; every statement passed here is our own SQL.
 */
export const renderStatement = ({ text, values }: SqlStatement): string =>
  text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= values.length) throw new RangeError(`No value for $${n}`);
    return literal(values[index]);
  });
