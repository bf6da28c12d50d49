import { applyDecorators } from '@nestjs/common';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { TEXT_LIMITS, type TextKind } from '@atrium/kernel';

/** A required text field bounded by its kind (CONTRACT §9). */
export const Text = (kind: TextKind = 'short') => applyDecorators(IsString(), IsNotEmpty(), MaxLength(TEXT_LIMITS[kind]));

/** An optional text field (edits), bounded by its kind. */
export const OptionalText = (kind: TextKind = 'short') => applyDecorators(IsOptional(), Text(kind));

/** A record's id: a positive whole number. */
export const Id = () => applyDecorators(IsInt(), Min(1));
