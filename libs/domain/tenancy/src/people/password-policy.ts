import { InvalidInput, type FieldError } from '@atrium/kernel';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** The spec's own words, shown when the new password and its retype differ. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match, please retry.';

export function checkNewPassword(newPassword: string, confirmPassword: string): void {
  const errors: FieldError[] = [];
  if (newPassword.length < PASSWORD_MIN) errors.push({ field: 'newPassword', message: `must be at least ${PASSWORD_MIN} characters` });
  if (newPassword.length > PASSWORD_MAX) errors.push({ field: 'newPassword', message: `must be at most ${PASSWORD_MAX} characters` });
  if (newPassword !== confirmPassword) errors.push({ field: 'confirmPassword', message: PASSWORDS_DO_NOT_MATCH });
  if (errors.length) {
    const mismatch = errors.length === 1 && errors[0].field === 'confirmPassword';
    throw new InvalidInput(mismatch ? PASSWORDS_DO_NOT_MATCH : 'The new password is not acceptable', errors, 'tenancy.invalid_password');
  }
}
