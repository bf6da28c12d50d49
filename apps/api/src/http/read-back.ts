import { SetMetadata, type Type } from '@nestjs/common';
import { InvalidInput, type FieldError } from '@atrium/kernel';

const READ_BACK_KEY = 'atrium:read-back';
const READ_ONLY_VALUES = Symbol('read-only values');
// Where @nestjs/swagger keeps a DTO's documented properties (as ':name').
const SWAGGER_PROPERTIES = 'swagger/apiModelPropertiesArray';

/**
 * CONTRACT §4: an update also takes the record as read back (GET it, change a field, PATCH the whole
 * object). Put on an update DTO with the DTO the reads answer: the read shape's other fields are accepted
 * as read-only, and `checkReadBack` compares them with the stored record.
 */
export const AcceptsReadBack = (read: Type<unknown>) => SetMetadata(READ_BACK_KEY, read);

function propertiesOf(dto: Type<unknown>): string[] {
  const names = (Reflect.getMetadata(SWAGGER_PROPERTIES, dto.prototype) as string[] | undefined) ?? [];
  return names.map((n) => n.replace(/^:/, ''));
}

/**
 * Splits the read-only fields off a body before validation (so the strict pipe does not refuse them as
 * unknown) and answers a function that puts them back, out of sight, on the validated DTO.
 */
export function splitReadBack(metatype: Type<unknown> | undefined, body: unknown): { body: unknown; keep(dto: object): void } {
  const read = metatype && (Reflect.getMetadata(READ_BACK_KEY, metatype) as Type<unknown> | undefined);
  if (!read || typeof body !== 'object' || body === null || Array.isArray(body)) return { body, keep: () => undefined };
  const editable = new Set(propertiesOf(metatype));
  const readOnly = new Set(propertiesOf(read).filter((name) => !editable.has(name)));
  const rest: Record<string, unknown> = {};
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) (readOnly.has(key) ? values : rest)[key] = value;
  return { body: rest, keep: (dto) => Object.defineProperty(dto, READ_ONLY_VALUES, { value: values, enumerable: false }) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Refuses (400, naming each field) read-only fields whose value differs from the stored record's. Reads
 * the stored record only when the body carried read-only fields.
 */
export async function checkReadBack<D extends object>(dto: object, stored: () => Promise<D>): Promise<void> {
  const values = (dto as { [READ_ONLY_VALUES]?: Record<string, unknown> })[READ_ONLY_VALUES];
  if (!values || !Object.keys(values).length) return;
  const current = (await stored()) as Record<string, unknown>;
  const errors: FieldError[] = Object.entries(values)
    .filter(([key, value]) => !same(value, current[key]))
    .map(([field]) => ({ field, message: 'is read-only and differs from the stored value' }));
  if (errors.length) throw new InvalidInput(`Read-only fields cannot be changed: ${errors.map((e) => e.field).join(', ')}`, errors);
}
