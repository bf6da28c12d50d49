import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { InvalidInput, type FieldError } from '@atrium/kernel';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({
      field,
      message: message.replace(new RegExp(`^${e.property} `), ''),
    }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/**
 * Strict input checking: unknown fields and wrong types answer 400 with one entry per field, and no
 * implicit conversion turns a number into text or the reverse.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
