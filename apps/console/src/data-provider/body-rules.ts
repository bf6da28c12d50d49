import { email, maxLength, required, type Validator } from 'react-admin';
import { REQUEST_BODIES, type FieldRules } from '@atrium/api-client';

type Bodies = typeof REQUEST_BODIES;
/** A request body of the API document, by its schema's name. */
export type BodySchema = keyof Bodies;
type BodyField<S extends BodySchema> = keyof Bodies[S]['properties'] & string;

const bodyOf = (schema: BodySchema): { required: readonly string[]; properties: Record<string, FieldRules> } => REQUEST_BODIES[schema];

/** The fields a request body takes (an edit sends only these: the API refuses unknown ones). */
export const bodyFieldsOf = <S extends BodySchema>(schema: S): ReadonlyArray<BodyField<S>> =>
  Object.keys(bodyOf(schema).properties) as Array<BodyField<S>>;

/**
 * A form's validators for each field of a request body, as the API document states them (from the
 * resource's field descriptor): required, at most so long, an e-mail address. A form checks what the
 * server will, before sending, without restating it.
 */
export function rulesOf<S extends BodySchema>(schema: S): Record<BodyField<S>, Validator[]> {
  const body = bodyOf(schema);
  const rules = Object.entries(body.properties).map(([field, rule]) => [
    field,
    [
      ...(body.required.includes(field) ? [required()] : []),
      ...(rule.maxLength !== undefined ? [maxLength(rule.maxLength)] : []),
      ...(rule.format === 'email' ? [email()] : []),
    ],
  ]);
  return Object.fromEntries(rules) as Record<BodyField<S>, Validator[]>;
}
