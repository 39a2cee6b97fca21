import * as dtos from '@sound-putter/contracts/dto';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage } from 'class-validator';

type JsonSchema = Record<string, unknown>;
type DtoClass = new () => object;
/** The fields of class-validator's ValidationMetadata read here. */
interface ValidationMetadata {
  type: string;
  name?: string;
  propertyName: string;
  constraints?: unknown[];
  each?: boolean;
  message?: unknown;
}
const isDtoClass = (value: unknown): value is DtoClass => typeof value === 'function' && value.name.endsWith('Dto');

const dtoClasses = new Map<string, DtoClass>(
  (Object.values(dtos) as unknown[]).filter(isDtoClass).map((cls) => [cls.name, cls]),
);

const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** What one class-validator rule says in JSON Schema (rules with no JSON Schema form only add their message). */
const ruleSchema = (rule: ValidationMetadata): JsonSchema => {
  const [first] = (rule.constraints ?? []) as unknown[];
  switch (rule.name) {
    case 'isString':
      return { type: 'string' };
    case 'isInt':
      return { type: 'integer' };
    case 'isNumber':
      return { type: 'number' };
    case 'isBoolean':
      return { type: 'boolean' };
    case 'isArray':
      return { type: 'array' };
    case 'min':
      return { minimum: first };
    case 'max':
      return { maximum: first };
    case 'minLength':
      return { minLength: first };
    case 'maxLength':
      return { maxLength: first };
    case 'arrayMinSize':
      return { minItems: first };
    case 'arrayMaxSize':
      return { maxItems: first };
    case 'isIn':
      return { enum: [...(first as unknown[])] };
    case 'matches':
      return { pattern: (first as RegExp).source };
    case 'isUUID':
      return { format: 'uuid' };
    case 'isNotEmpty':
    case 'notBlank':
      return { minLength: 1 };
    default:
      return {};
  }
};

const messageOf = (rule: ValidationMetadata): string | null => (typeof rule.message === 'string' ? rule.message : null);

/**
 * JSON Schema for a DTO class, read from the class-validator rules that validate it (and class-transformer's
 * `@Type` for nested objects), so the request bodies in the document come from the same decorators that produce
 * the 422 messages. Each property's description lists those messages.
 */
const dtoSchema = (cls: DtoClass, pending: Set<DtoClass>): JsonSchema => {
  const rules = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false) as ValidationMetadata[];
  const defaults = new cls() as Record<string, unknown>;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const name of [...new Set(rules.map((rule) => rule.propertyName))]) {
    const own = rules.filter((rule) => rule.propertyName === name);
    let schema: JsonSchema = {};
    for (const rule of own) {
      if (rule.type === 'customValidation' && !rule.each) schema = { ...schema, ...ruleSchema(rule) };
    }
    const nested = own.some((rule) => rule.type === 'nestedValidation');
    const typeMeta = defaultMetadataStorage.findTypeMetadata(cls, name);
    if (nested && typeMeta) {
      const nestedClass = typeMeta.typeFunction() as DtoClass;
      pending.add(nestedClass);
      schema =
        schema.type === 'array' ? { ...schema, items: componentRef(nestedClass.name) } : componentRef(nestedClass.name);
    }
    const messages = [...new Set(own.map(messageOf).filter((m): m is string => m !== null))];
    if (messages.length) schema.description = `422 messages: ${messages.map((m) => `"${m}"`).join(', ')}`;
    if (defaults[name] !== undefined) schema.default = defaults[name];
    properties[name] = schema;
    const optional = own.some((rule) => rule.type === 'conditionalValidation' && rule.name === 'isOptional');
    if (!optional && defaults[name] === undefined) required.push(name);
  }
  return {
    type: 'object',
    properties,
    required,
    description: 'Unknown properties are dropped (whitelist).',
  };
};

/** The request-body components for the DTO names the document refers to, plus the DTOs nested in them. */
export const requestBodySchemas = (names: readonly string[]): Record<string, JsonSchema> => {
  const pending = new Set<DtoClass>(names.map((name) => dtoClasses.get(name)).filter((c): c is DtoClass => !!c));
  const out: Record<string, JsonSchema> = {};
  for (const cls of pending) out[cls.name] = dtoSchema(cls, pending);
  return out;
};
