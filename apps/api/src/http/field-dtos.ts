import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  fieldsWhere,
  TEXT_LIMITS,
  writerOf,
  type EntityOf,
  type FieldSpec,
  type FieldSpecs,
  type FieldValue,
  type InputOf,
  type ProjectRecord,
} from '@atrium/kernel';
import { Id } from './dto-fields.js';
import { unix } from './wire.js';

// The DTOs of a resource derived from its field descriptor (issue 20): the same checks and documentation
// a hand-written DTO had, said once in the domain. A DTO class extends what these answer, as Nest's own
// mapped types (PartialType) do; its name is the schema's name in the OpenAPI document.

type WireValue<S extends FieldSpec> = S['kind'] extends 'instant' ? number : FieldValue<S>;
/** A record as the API answers it: its fields (instants as Unix seconds) and its project. */
export type WireOf<F extends FieldSpecs> = { -readonly [K in keyof F]: WireValue<F[K]> } & { project: number };

const maxLength = (spec: FieldSpec) => TEXT_LIMITS[spec.kind === 'email' ? 'short' : (spec.limit ?? 'short')];

function schemaOf(spec: FieldSpec): ApiPropertyOptions {
  const type = spec.kind === 'text' || spec.kind === 'email' ? String : spec.kind === 'flag' ? Boolean : Number;
  return {
    type,
    // An instant travels as Unix seconds (CONTRACT §4): the format tells a client (the console's date
    // columns) a time from a count, both numbers on the wire.
    ...(spec.kind === 'instant' ? { format: 'unix-time' } : {}),
    ...(spec.nullable ? { nullable: true } : {}),
    ...(spec.example !== undefined ? { example: spec.example } : {}),
  } as ApiPropertyOptions;
}

/** What class-validator checks of a field a caller writes (the domain checks the rest, e-mails' shape included). */
function checksOf(spec: FieldSpec, required: boolean): PropertyDecorator[] {
  const presence = required ? [] : [IsOptional()];
  switch (spec.kind) {
    case 'text':
    case 'email':
      // Blank is "not given" for an optional field, so only a required one must not be empty.
      return [...presence, IsString(), ...(spec.required ? [IsNotEmpty()] : []), MaxLength(maxLength(spec))];
    case 'ref':
      return [...presence, Id()];
    case 'flag':
      return [...presence, IsBoolean()];
    default:
      throw new Error(`A ${spec.kind} field is not written by the API's callers`);
  }
}

/**
 * The body of a create (`'create'`: the required fields required) or an update (`'update'`: every field
 * optional) of a resource: the fields its callers write, each validated and documented from its spec.
 */
export function inputDto<const F extends FieldSpecs>(fields: F, mode: 'create'): abstract new () => InputOf<F, 'api'>;
export function inputDto<const F extends FieldSpecs>(fields: F, mode: 'update'): abstract new () => Partial<InputOf<F, 'api'>>;
export function inputDto(fields: FieldSpecs, mode: 'create' | 'update'): abstract new () => object {
  abstract class FieldsDto {}
  for (const name of fieldsWhere(fields, (s) => writerOf(s) === 'api')) {
    const spec = fields[name];
    const required = mode === 'create' && spec.required === true;
    const text = spec.kind === 'text' || spec.kind === 'email';
    const schema = {
      ...schemaOf(spec),
      required,
      ...(text ? { maxLength: maxLength(spec) } : {}),
      ...(spec.kind === 'email' ? { format: 'email' } : {}),
    } as ApiPropertyOptions;
    applyDecorators(ApiProperty(schema), ...checksOf(spec, required))(FieldsDto.prototype, name);
  }
  return FieldsDto;
}

/**
 * A record as the API answers it, every field documented with its label as title (the console's field
 * labels: FIELD_LABELS in the API client); `x-table` marks (with its header) the fields a compact table of
 * these records shows (the CLI's list).
 */
export function readDto<const F extends FieldSpecs>(fields: F): abstract new () => WireOf<F> {
  abstract class ReadDto {}
  for (const [name, spec] of Object.entries(fields)) {
    const table = spec.table === true ? spec.label : spec.table || undefined;
    const schema = { ...schemaOf(spec), title: spec.label, ...(table ? { 'x-table': table } : {}) } as ApiPropertyOptions;
    ApiProperty(schema)(ReadDto.prototype, name);
  }
  ApiProperty({ type: Number, description: 'The project the record belongs to' })(ReadDto.prototype, 'project');
  return ReadDto as abstract new () => WireOf<F>;
}

/** A record in its wire shape (see `readDto`). */
export const toWire =
  <const F extends FieldSpecs>(fields: F) =>
  (record: ProjectRecord & EntityOf<F>): WireOf<F> => {
    const wire: Record<string, unknown> = { project: record.projectId };
    for (const [name, spec] of Object.entries(fields)) {
      const value = (record as Record<string, unknown>)[name];
      wire[name] = spec.kind === 'instant' ? unix(value as Date) : value;
    }
    return wire as WireOf<F>;
  };

/**
 * A body's fields as the domain takes them: a form sends an emptied input as null (the optional checks let
 * it through), and for the domain an emptied text field is blank; a nullable field keeps its null (nobody).
 */
export function domainInputOf<F extends FieldSpecs, T extends object>(fields: F, body: T): T {
  const blank = (name: string, value: unknown) => {
    const spec = fields[name] as FieldSpec | undefined;
    return value === null && spec !== undefined && !spec.nullable && (spec.kind === 'text' || spec.kind === 'email') ? '' : value;
  };
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, blank(k, v)])) as T;
}
