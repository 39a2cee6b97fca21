import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidationFailed } from '../cqrs/domain-error';

/** Flattens class-validator errors into `{ "path.to.field": [messages] }`. */
export const flattenValidationErrors = (errors: ValidationError[], parent = ''): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[path] = [...new Set(Object.values(error.constraints))];
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, path));
  }
  return out;
};

/** DTO validation: unknown fields are dropped, nothing is coerced, failures are 422 with per-field details. */
export const createValidationPipe = () =>
  new ValidationPipe({
    whitelist: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailed(flattenValidationErrors(errors)),
  });

/** Validates a body against a DTO chosen at run time (e.g. by the caller's channel), with the pipe's own rules. */
export const validateBody = async <T extends object>(dto: new () => T, body: unknown): Promise<T> =>
  (await createValidationPipe().transform(body, { type: 'body', metatype: dto })) as T;
