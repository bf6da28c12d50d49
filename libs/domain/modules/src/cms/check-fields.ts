import { InvalidInput, type FieldError, refuseInvalid } from '@atrium/kernel';

/**
 * The kernel's text check plus a resource's own field checks, every bad field reported together in one
 * InvalidInput (the console shows them all at once instead of one per attempt).
 */
export function checkFields<T>(checkText: () => T, checkMore: (errors: FieldError[]) => void): T {
  const errors: FieldError[] = [];
  let fields = {} as T;
  try {
    fields = checkText();
  } catch (error) {
    if (!(error instanceof InvalidInput)) throw error;
    errors.push(...(error.errors ?? []));
  }
  checkMore(errors);
  refuseInvalid(errors);
  return fields;
}
