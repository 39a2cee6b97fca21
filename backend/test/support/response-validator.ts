import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

interface Document {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>
  >;
  components?: unknown;
}

export interface ResponseCheck {
  method: string;
  url: string;
  status: number;
  contentType: string | undefined;
  body: string;
}

/**
 * Checks responses against the OpenAPI document: the operation is found by path template and method, the status
 * must be documented (or fall under `default`), and the JSON body must match its schema. Closed components make a
 * missing and an extra field both fail. Answers null when the response agrees, else what is wrong.
 */
export const createResponseValidator = (document: Document) => {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  const templates = Object.keys(document.paths)
    .map((path) => ({
      path,
      params: (path.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
    }))
    // A literal segment wins over a parameter (/api/orders/board before /api/orders/{id}).
    .sort((a, b) => a.params - b.params);
  const compiled = new Map<string, ValidateFunction>();

  const validatorFor = (key: string, schema: object): ValidateFunction => {
    let validate = compiled.get(key);
    if (!validate) {
      // '#/components/...' references resolve against this root, which carries the document's components.
      validate = ajv.compile({ ...schema, components: document.components });
      compiled.set(key, validate);
    }
    return validate;
  };

  return (response: ResponseCheck): string | null => {
    const path = response.url.split('?')[0];
    const template = templates.find((t) => t.pattern.test(path));
    if (!template) return null;
    const operation = document.paths[template.path][response.method.toLowerCase()];
    if (!operation) return null;
    const where = `${response.method} ${template.path} → ${response.status}`;
    const documented = operation.responses[String(response.status)] ?? operation.responses.default;
    if (!documented) return `${where}: status not in the document`;
    const file = Object.keys(documented.content ?? {}).find((media) => media !== 'application/json');
    if (file) return response.contentType?.startsWith(file) ? null : `${where}: not ${file} (${response.contentType})`;
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return response.body === '' ? null : `${where}: the document gives no body for this status`;
    if (!response.contentType?.startsWith('application/json')) return `${where}: not JSON (${response.contentType})`;
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return `${where}: the body is not valid JSON`;
    }
    const validate = validatorFor(`${template.path} ${response.method} ${response.status}`, schema);
    if (validate(body)) return null;
    return `${where}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
  };
};
