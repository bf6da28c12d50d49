import { InvalidInput, type FieldError } from './domain-error.js';

/**
 * The upper bounds of text fields (CONTRACT §9), named once: names, labels, e-mails and other short fields;
 * descriptions, notes and mail bodies; a section's HTML code. DTOs and domain checks both read them.
 */
export const TEXT_LIMITS = { short: 200, long: 10_000, code: 1_048_576 } as const;
export type TextKind = keyof typeof TEXT_LIMITS;

/**
 * Checks the text fields present (trimmed, not empty, within their kind's bound); with `requireAll`, the
 * absent ones are errors too. Throws one InvalidInput naming every bad field; answers the trimmed values.
 */
export function checkText<K extends string>(
  input: Partial<Record<K, string | undefined>>,
  kinds: Record<K, TextKind>,
  { requireAll }: { requireAll: boolean },
): Partial<Record<K, string>> {
  const errors: FieldError[] = [];
  const out: Partial<Record<K, string>> = {};
  for (const field of Object.keys(kinds) as K[]) {
    const value: unknown = input[field];
    if (value === undefined) {
      if (requireAll) errors.push({ field, message: 'is required' });
      continue;
    }
    // A null (or a number) from a loosely validated body is refused here, never a crash further on.
    if (typeof value !== 'string') {
      errors.push({ field, message: 'must be text' });
      continue;
    }
    const trimmed = value.trim();
    const max = TEXT_LIMITS[kinds[field]];
    if (!trimmed) errors.push({ field, message: 'is required' });
    else if (trimmed.length > max) errors.push({ field, message: `must be at most ${max} characters` });
    out[field] = trimmed;
  }
  if (errors.length) throw new InvalidInput(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);
  return out;
}
