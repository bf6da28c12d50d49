/** A field-level problem with an input, reported beside the field by the console and CLI. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The only kind of error business code throws. `code` is stable (`<context>.<reason>`) and is what
 * callers branch on; each application maps codes to its own transport (HTTP statuses, exit codes).
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Input that breaks a rule of the domain (maps to 400). */
export class InvalidInput extends DomainError {
  constructor(message: string, errors?: FieldError[], code = 'kernel.invalid_input') {
    super(code, message, errors);
  }
}

/** Throws one InvalidInput naming every field of `errors` (the 400 of CONTRACT §4), if there is any. */
export function refuseInvalid(errors: FieldError[], code?: string): void {
  if (errors.length) throw new InvalidInput(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors, code);
}

/** A record that does not exist, or that the caller may not see (maps to 404). */
export class NotFound extends DomainError {
  constructor(what: string, code = 'kernel.not_found') {
    super(code, `${what} not found`);
  }
}

/** The caller is signed in but not allowed (maps to 403). */
export class Forbidden extends DomainError {
  constructor(message = 'You are not allowed to do this', code = 'kernel.forbidden') {
    super(code, message);
  }
}

/** The change conflicts with the current state (maps to 409). */
export class Conflict extends DomainError {
  constructor(code: string, message: string, errors?: FieldError[]) {
    super(code, message, errors);
  }
}

/** The caller is not signed in, or the credential no longer holds (maps to 401). */
export class Unauthenticated extends DomainError {
  constructor(code: string, message: string) {
    super(code, message);
  }
}

/** Too many attempts; the caller may retry after `retryAfterSeconds` (maps to 429). */
export class RateLimited extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

/** A capability this server is not configured for, e.g. calendar sync without Google credentials (maps to 503). */
export class NotConfigured extends DomainError {
  constructor(code: string, message: string) {
    super(code, message);
  }
}
