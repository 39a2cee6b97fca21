import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { hasUnsafeCharacters, UNSAFE_TEXT_MESSAGE } from '@sound-putter/contracts';
import { DomainError, ValidationFailed } from '../cqrs/domain-error';

/** Paths (`a.b.0.c`) of every string, or key, in a value that holds a NUL or a lone surrogate. */
export function unsafeTextPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return hasUnsafeCharacters(value) ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (hasUnsafeCharacters(key)) found.push(childPath);
    else found.push(...unsafeTextPaths(child, childPath));
  }
  return found;
}

/**
 * Refuses NUL and lone surrogates anywhere in a body (422, per field), a path parameter or a query (400), before
 * any handler could pass them to PostgreSQL, which cannot store them, or to a gateway.
 */
@Injectable()
export class UnsafeTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const paths = unsafeTextPaths(value, metadata.type === 'body' ? '' : (metadata.data ?? ''));
    if (paths.length === 0) return value;
    const details = Object.fromEntries(paths.map((p) => [p || metadata.type, [UNSAFE_TEXT_MESSAGE]]));
    if (metadata.type === 'body') throw new ValidationFailed(details);
    throw new DomainError('bad_request', 'The address contains characters that are not allowed.', details);
  }
}
