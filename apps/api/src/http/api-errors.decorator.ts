import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorDto } from './error.dto.js';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (with per-field errors)',
  401: 'Not signed in, or the credential is no longer valid',
  403: 'Signed in but not allowed',
  404: 'Absent, or not visible to the caller',
  409: 'Conflicts with the current state',
  413: 'Too large',
  415: 'Wrong file type',
  429: 'Too many attempts',
  503: 'Not configured on this server',
};

/** Documents the error answers a route can give, all in the shape of `ErrorDto`. */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Error', type: ErrorDto })),
  );
}
