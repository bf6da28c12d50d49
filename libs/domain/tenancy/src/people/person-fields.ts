import { EMAIL_ADDRESS, TEXT_LIMITS, type FieldError, refuseInvalid } from '@atrium/kernel';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-policy.js';

export interface PersonFields {
  firstname?: string;
  lastname?: string;
  email?: string;
  password?: string;
  company?: string;
  phone?: string;
}

/**
 * Checks the fields present; `required` names those that must be there (creates require more than
 * edits). Answers the fields trimmed.
 */
export function checkPersonFields<T extends PersonFields>(input: T, required: (keyof PersonFields)[]): T {
  const errors: FieldError[] = [];
  const out = { ...input };
  for (const key of ['firstname', 'lastname', 'email', 'company', 'phone'] as const) {
    const value = input[key];
    if (value === undefined) {
      if (required.includes(key)) errors.push({ field: key, message: 'is required' });
      continue;
    }
    const trimmed = value.trim();
    if (!trimmed) errors.push({ field: key, message: 'is required' });
    else if (trimmed.length > TEXT_LIMITS.short) errors.push({ field: key, message: `must be at most ${TEXT_LIMITS.short} characters` });
    out[key] = trimmed as T[typeof key];
  }
  if (out.email && !EMAIL_ADDRESS.test(out.email)) errors.push({ field: 'email', message: 'must be an e-mail address' });
  if (input.password === undefined) {
    if (required.includes('password')) errors.push({ field: 'password', message: 'is required' });
  } else if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX) {
    errors.push({ field: 'password', message: `must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters` });
  }
  refuseInvalid(errors);
  return out;
}
