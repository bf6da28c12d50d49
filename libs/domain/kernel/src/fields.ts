import { refuseInvalid, type FieldError } from './domain-error.js';
import { MAX_ID } from './ids.js';
import { listContract, type ListContract } from './list-contract.js';
import { TEXT_LIMITS, type TextKind } from './text-limits.js';

/**
 * What a field holds. `text`: trimmed text within its `limit`; `email`: short text shaped like an address;
 * `id`: the record's own id; `ref`: the id of another record (`of` names what it must be); `flag`: yes or
 * no; `instant`: a moment (a Date in the domain, Unix seconds on the wire).
 */
export type FieldKind = 'id' | 'text' | 'email' | 'ref' | 'flag' | 'instant';

/**
 * One field of a resource, in plain data beside its entity (issue 20): the domain's checks, the list
 * contract, the API's DTOs, the CSV and the CLI table are all derived from it, so a field's rules are
 * said once.
 */
export interface FieldSpec {
  readonly kind: FieldKind;
  /** People's word for it: the CSV header, the OpenAPI title, the CLI header unless `table` names another. */
  readonly label: string;
  /** Must be given when the record is added (text: and not blank). */
  readonly required?: boolean;
  /** Null is a value of its own (a reference to nobody). */
  readonly nullable?: boolean;
  /** Who writes it: the API's callers (the default), only the domain's use cases, or nobody (default for `id` and `instant`). */
  readonly written?: 'api' | 'domain' | 'never';
  /** A text field's bound (default `short`, CONTRACT §9). */
  readonly limit?: TextKind;
  /** What a `ref` names, as its error says it: 'a team' (must be a team id). */
  readonly of?: string;
  /** `sort` accepts it; `q` searches it (at most four); `from`/`to` apply to it (one field). */
  readonly sortable?: boolean;
  readonly search?: boolean;
  readonly date?: boolean;
  /** Shown in compact tables (the CLI's list): true for its label, or the header to show. */
  readonly table?: boolean | string;
  /** Left out of the CSV export. */
  readonly csv?: false;
  readonly example?: string;
}

export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

/** Checks the descriptor's shape at compile time and keeps its literal types (`required: true`, not boolean). */
export const fieldSpecs = <const F extends FieldSpecs>(fields: F): F => fields;

type Writer<S extends FieldSpec> = S extends { written: infer W } ? W : S['kind'] extends 'id' | 'instant' ? 'never' : 'api';
type KindValue<S extends FieldSpec> = S['kind'] extends 'text' | 'email'
  ? string
  : S['kind'] extends 'flag'
    ? boolean
    : S['kind'] extends 'instant'
      ? Date
      : number;
export type FieldValue<S extends FieldSpec> = KindValue<S> | (S extends { nullable: true } ? null : never);

/** The fields whose spec has `P` (e.g. `{ sortable: true }`). */
export type FieldsWith<F extends FieldSpecs, P> = { [K in keyof F]: F[K] extends P ? K : never }[keyof F] & string;
/** The fields written by `by` (the API's callers; the domain writes those and its own). */
export type WrittenFields<F extends FieldSpecs, By extends 'api' | 'domain' = 'domain'> = {
  [K in keyof F]: Writer<F[K]> extends 'never' ? never : By extends 'api' ? (Writer<F[K]> extends 'api' ? K : never) : K;
}[keyof F] &
  string;

/** The entity's fields and their types. */
export type EntityOf<F extends FieldSpecs> = { -readonly [K in keyof F]: FieldValue<F[K]> };

/** What adding a record takes: the required written fields, and the others optionally. */
export type InputOf<F extends FieldSpecs, By extends 'api' | 'domain' = 'domain'> = {
  -readonly [K in WrittenFields<F, By> & FieldsWith<F, { required: true }>]: FieldValue<F[K]>;
} & { -readonly [K in Exclude<WrittenFields<F, By>, FieldsWith<F, { required: true }>>]?: FieldValue<F[K]> };

export const writerOf = (spec: FieldSpec): 'api' | 'domain' | 'never' =>
  spec.written ?? (spec.kind === 'id' || spec.kind === 'instant' ? 'never' : 'api');

/** The field names whose spec passes `test`, in the descriptor's order. */
export const fieldsWhere = <F extends FieldSpecs>(fields: F, test: (spec: FieldSpec) => boolean): Array<keyof F & string> =>
  Object.keys(fields).filter((name) => test(fields[name]));

/** The list contract a descriptor implies: its sortable, searched and date fields. */
export function listContractOf<const F extends FieldSpecs, const S extends FieldsWith<F, { sortable: true }>>(
  fields: F,
  { defaultSort }: { defaultSort: S },
): ListContract<FieldsWith<F, { sortable: true }>, FieldsWith<F, { search: true }>, FieldsWith<F, { date: true }>> {
  const [date, ...more] = fieldsWhere(fields, (s) => s.date === true);
  if (more.length) throw new Error(`A list filters by one date field (got ${[date, ...more].join(', ')})`);
  return listContract({
    sortable: fieldsWhere(fields, (s) => s.sortable === true) as Array<FieldsWith<F, { sortable: true }>>,
    search: fieldsWhere(fields, (s) => s.search === true) as Array<FieldsWith<F, { search: true }>>,
    date: date as FieldsWith<F, { date: true }>,
    defaultSort,
  });
}

/** An e-mail address as this product accepts one: something@domain.tld, no spaces. */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 && v <= MAX_ID;

/** One written field's value: the clean value, or the error's message. */
function checkField(spec: FieldSpec, value: unknown): { value: unknown } | { error: string } {
  if (value === null && spec.nullable) return { value: null };
  switch (spec.kind) {
    case 'text':
    case 'email': {
      // A null (or a number) from a loosely validated body is refused here, never a crash further on.
      if (typeof value !== 'string') return { error: 'must be text' };
      const trimmed = value.trim();
      // An optional field may be emptied: blank is its "not given".
      if (!trimmed) return spec.required ? { error: 'is required' } : { value: '' };
      const max = TEXT_LIMITS[spec.kind === 'email' ? 'short' : (spec.limit ?? 'short')];
      if (trimmed.length > max) return { error: `must be at most ${max} characters` };
      if (spec.kind === 'email' && !EMAIL_ADDRESS.test(trimmed)) return { error: 'must be an e-mail address' };
      return { value: trimmed };
    }
    case 'ref':
    case 'id':
      return isId(value) ? { value } : { error: `must be ${spec.of ?? 'a record'} id` };
    case 'flag':
      return typeof value === 'boolean' ? { value } : { error: 'must be true or false' };
    case 'instant':
      return value instanceof Date && !Number.isNaN(value.getTime()) ? { value } : { error: 'must be a date' };
  }
}

/**
 * Every problem with the written fields of `input` (with `requireAll`, creation: the required ones must be
 * there), and the clean values (text trimmed, a blank optional text ''). Answers errors rather than throwing
 * so that a batch can name them per row; `refuseInvalid` throws them.
 */
export function fieldErrors<F extends FieldSpecs>(
  fields: F,
  input: Partial<Record<keyof F, unknown>>,
  { requireAll }: { requireAll: boolean },
): { value: Partial<InputOf<F>>; errors: FieldError[] } {
  const value: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const field of fieldsWhere(fields, (s) => writerOf(s) !== 'never')) {
    const spec = fields[field];
    const given = input[field];
    if (given === undefined) {
      if (requireAll && spec.required) errors.push({ field, message: 'is required' });
      continue;
    }
    const checked = checkField(spec, given);
    if ('error' in checked) errors.push({ field, message: checked.error });
    else value[field] = checked.value;
  }
  return { value: value as Partial<InputOf<F>>, errors };
}

/** `fieldErrors`, refusing them all in one InvalidInput (400); answers the clean values. */
export function checkFields<F extends FieldSpecs>(
  fields: F,
  input: Partial<Record<keyof F, unknown>>,
  options: { requireAll: boolean },
): Partial<InputOf<F>> {
  const { value, errors } = fieldErrors(fields, input, options);
  refuseInvalid(errors);
  return value;
}
