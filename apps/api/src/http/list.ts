import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { parseListQuery, type ListQuery, type Page } from '@atrium/kernel';

const WHOLE = /^\d+$/;

/** The list parameters of CONTRACT §4, as they arrive in a query string. */
export class ListQueryDto {
  /** Page number, from 1. */
  @ApiPropertyOptional({ example: '1' }) @IsOptional() @Matches(WHOLE, { message: 'must be a whole number' }) page?: string;
  /** Rows per page (default 15, at most 100). */
  @ApiPropertyOptional({ example: '15' }) @IsOptional() @Matches(WHOLE, { message: 'must be a whole number' }) perPage?: string;
  /** Text filter over the list's fields. */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) q?: string;
  /** Unix seconds: only rows on or after this time (on the list's date field). */
  @ApiPropertyOptional() @IsOptional() @Matches(WHOLE, { message: 'must be unix seconds' }) from?: string;
  /** Unix seconds: only rows on or before this time. */
  @ApiPropertyOptional() @IsOptional() @Matches(WHOLE, { message: 'must be unix seconds' }) to?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() sort?: string;
  @ApiPropertyOptional({ enum: ['asc', 'desc'] }) @IsOptional() @IsIn(['asc', 'desc', 'ASC', 'DESC']) order?: string;
}

/** A list that also answers one record when `id` is given (`GET /clients?id=7`). */
export class ListOrOneQueryDto extends ListQueryDto {
  /** When given, the answer is that one record (404 when absent or not visible). */
  @ApiPropertyOptional({ example: '7' }) @IsOptional() @Matches(WHOLE, { message: 'must be a whole number' }) id?: string;
}

export class IdQueryDto {
  @ApiProperty({ example: '7' }) @Matches(WHOLE, { message: 'must be a whole number' }) id: string;
}

export class IdListQueryDto extends ListQueryDto {
  @ApiProperty({ example: '7' }) @Matches(WHOLE, { message: 'must be a whole number' }) id: string;
}

export function listQuery(dto: ListQueryDto, sortable: readonly string[]): ListQuery {
  return parseListQuery(dto, sortable);
}

/** Sets `X-Total-Count` and `Content-Range` (react-admin's convention) and answers the mapped rows. */
export function sendPage<T, D>(reply: FastifyReply, resource: string, query: ListQuery, page: Page<T>, map: (row: T) => D): D[] {
  const first = (query.page - 1) * query.perPage;
  const last = page.rows.length ? first + page.rows.length - 1 : first;
  void reply.header('X-Total-Count', String(page.total));
  void reply.header('Content-Range', `${resource} ${first}-${last}/${page.total}`);
  void reply.header('Access-Control-Expose-Headers', 'X-Total-Count, Content-Range');
  return page.rows.map(map);
}

/** Documents a list answer (with its headers). */
export function ApiList(dto: Type<unknown>) {
  return ApiOkResponse({
    type: dto,
    isArray: true,
    headers: { 'X-Total-Count': { description: 'Rows in the whole list', schema: { type: 'integer' } } },
  });
}

/** Documents an answer that is one record with `id`, or a page of records without. */
export function ApiListOrOne(dto: Type<unknown>) {
  return applyDecorators(
    ApiExtraModels(dto),
    ApiOkResponse({
      description: 'With `id`: that record. Without: one page of the list (total in `X-Total-Count`).',
      headers: { 'X-Total-Count': { description: 'Rows in the whole list (lists only)', schema: { type: 'integer' } } },
      schema: { oneOf: [{ $ref: getSchemaPath(dto) }, { type: 'array', items: { $ref: getSchemaPath(dto) } }] },
    }),
  );
}
