/** The JSON Schema keywords the shaper reads. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The branch of an `anyOf` a value belongs to: its required fields present and its constants equal. */
const branchFor = (branches: Schema[], value: unknown): Schema | undefined =>
  branches.find((branch) => {
    if (branch.type === 'null') return value === null;
    if (!branch.properties) return !isRecord(value);
    if (!isRecord(value)) return false;
    return (
      (branch.required ?? []).every((key) => value[key] !== undefined) &&
      Object.entries(branch.properties).every(
        ([key, property]) => property.const === undefined || value[key] === property.const,
      )
    );
  });

/**
 * A copy of `value` holding only what `schema` names, the socket counterpart of Fastify's response serializer:
 * Socket.IO sends objects, so a payload is trimmed to its schema before it is emitted.
 */
export const shapeBySchema = (jsonSchema: object, value: unknown): unknown => {
  const schema = jsonSchema as Schema;
  if (schema.anyOf) {
    const branch = branchFor(schema.anyOf, value);
    return branch ? shapeBySchema(branch, value) : undefined;
  }
  if (schema.properties) {
    if (!isRecord(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties)) {
      if (value[key] !== undefined) out[key] = shapeBySchema(property, value[key]);
    }
    return out;
  }
  if (schema.items)
    return Array.isArray(value) ? value.map((item) => shapeBySchema(schema.items as object, item)) : value;
  return value;
};
