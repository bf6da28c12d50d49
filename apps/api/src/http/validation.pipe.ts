import { ValidationPipe, type ArgumentMetadata, type Type, type ValidationError } from '@nestjs/common';
import { InvalidInput, type FieldError } from '@atrium/kernel';
import { QueryFastPath } from './query-fast-path.js';
import { splitReadBack } from './read-back.js';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    // Rows of an array are named as in the body: `leads[2].email`.
    const field = /^\d+$/.test(e.property) ? `${prefix}[${e.property}]` : prefix ? `${prefix}.${e.property}` : e.property;
    // A field left out says so once, not as the range and type rules an absent value also breaks.
    const missing = e.value === undefined && e.constraints !== undefined && !e.children?.length;
    const own = missing
      ? [{ field, message: 'is required' }]
      : Object.values(e.constraints ?? {}).map((message) => ({
          field,
          message: message.replace(new RegExp(`^${e.property} `), ''),
        }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** The strict pipe, which also accepts an update body shaped as the record read back (see read-back.ts). */
class AtriumValidationPipe extends ValidationPipe {
  private readonly queries = new QueryFastPath();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'query') return this.queries.accept(metadata.metatype, value) ?? super.transform(value, metadata);
    if (metadata.type !== 'body') return super.transform(value, metadata);
    const { body, keep } = splitReadBack(metadata.metatype, value);
    const dto = await super.transform(body, metadata);
    if (typeof dto === 'object' && dto !== null) keep(dto);
    return dto;
  }
}

/**
 * Strict input checking: unknown fields and wrong types answer 400 with one entry per field, and no
 * implicit conversion turns a number into text or the reverse.
 */
export function createValidationPipe(): ValidationPipe {
  return new AtriumValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new InvalidInput(fieldErrors.map((e) => `${e.field} ${e.message}`).join('; ') || 'Invalid input', fieldErrors);
    },
  });
}

let shared: ValidationPipe | undefined;

/** A body checked as `@Body()` would, for a route that reads it only in some cases (JSON beside multipart). */
export async function validBody<T>(metatype: Type<T>, value: unknown): Promise<T> {
  shared ??= createValidationPipe();
  return (await shared.transform(value ?? {}, { type: 'body', metatype })) as T;
}
