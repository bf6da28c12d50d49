import { applyDecorators } from '@nestjs/common';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID, NOT_A_WHOLE_NUMBER, TEXT_LIMITS, WHOLE_NUMBER, type TextKind } from '@atrium/kernel';

/** A required text field bounded by its kind (CONTRACT §9). */
export const Text = (kind: TextKind = 'short') => applyDecorators(IsString(), IsNotEmpty(), MaxLength(TEXT_LIMITS[kind]));

/** An optional text field (edits), bounded by its kind. */
export const OptionalText = (kind: TextKind = 'short') => applyDecorators(IsOptional(), Text(kind));

export { MAX_ID };

/** A query string's or form's whole number (an id, a page): digits only. */
export const WholeNumber = () => Matches(WHOLE_NUMBER, { message: NOT_A_WHOLE_NUMBER });

/** A record's id: a positive whole number the database can hold (a larger one would fail in SQL). */
export const Id = () => applyDecorators(IsInt(), Min(1), Max(MAX_ID, { message: `$property must not be greater than ${MAX_ID}` }));
