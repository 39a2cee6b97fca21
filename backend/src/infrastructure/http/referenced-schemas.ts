const PREFIX = '#/components/schemas/';

/**
 * The component schemas that `roots` reach through `#/components/schemas/…` references, directly or through other
 * schemas; the others are left out. The contracts hold one set of schemas for both documents, and each document
 * keeps the ones it uses (the linters flag unused components).
 */
export const referencedSchemas = <T>(roots: unknown, schemas: Record<string, T>): Record<string, T> => {
  const kept = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (key !== '$ref') visit(item);
      else if (typeof item === 'string' && item.startsWith(PREFIX)) {
        const name = item.slice(PREFIX.length);
        if (!kept.has(name) && Object.hasOwn(schemas, name)) {
          kept.add(name);
          visit(schemas[name]);
        }
      }
    }
  };
  visit(roots);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
};
