import { applyDecorators } from '@nestjs/common';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { TEXT_LIMITS, type TextKind } from '@atrium/kernel';

/** A required text field bounded by its kind (CONTRACT §9). */
export const Text = (kind: TextKind = 'short') => applyDecorators(IsString(), IsNotEmpty(), MaxLength(TEXT_LIMITS[kind]));

/** An optional text field (edits), bounded by its kind. */
export const OptionalText = (kind: TextKind = 'short') => applyDecorators(IsOptional(), Text(kind));

/** The largest id the database holds (its ids are 32-bit integers). */
export const MAX_ID = 2_147_483_647;

/** A record's id: a positive whole number the database can hold (a larger one would fail in SQL). */
export const Id = () => applyDecorators(IsInt(), Min(1), Max(MAX_ID, { message: `$property must not be greater than ${MAX_ID}` }));
