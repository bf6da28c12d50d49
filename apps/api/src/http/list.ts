import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiQuery, getSchemaPath } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { EXACT_TOTAL_BOUND, type ListContract, type ListQuery, type Page, parseListQuery, WHOLE_NUMBER } from '@atrium/kernel';
import { WholeNumber } from './dto-fields.js';

/** The list parameters of CONTRACT §4, as they arrive in a query string. */
export class ListQueryDto {
  /** Page number, from 1. */
  @ApiPropertyOptional({ example: '1' }) @IsOptional() @WholeNumber() page?: string;
  /** Rows per page (default 15, at most 100). */
  @ApiPropertyOptional({ example: '15' }) @IsOptional() @WholeNumber() perPage?: string;
  /** Text filter over the list's fields. */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) q?: string;
  /** Unix seconds: only rows on or after this time (on the list's date field). */
  @ApiPropertyOptional() @IsOptional() @Matches(WHOLE_NUMBER, { message: 'must be unix seconds' }) from?: string;
  /** Unix seconds: only rows on or before this time. */
  @ApiPropertyOptional() @IsOptional() @Matches(WHOLE_NUMBER, { message: 'must be unix seconds' }) to?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() sort?: string;
  @ApiPropertyOptional({ enum: ['asc', 'desc'] }) @IsOptional() @IsIn(['asc', 'desc', 'ASC', 'DESC']) order?: string;
}

/** A list that also answers one record when `id` is given (`GET /clients?id=7`). */
export class ListOrOneQueryDto extends ListQueryDto {
  /** When given, the answer is that one record (404 when absent or not visible). */
  @ApiPropertyOptional({ example: '7' }) @IsOptional() @WholeNumber() id?: string;
}

export class IdQueryDto {
  @ApiProperty({ example: '7' }) @WholeNumber() id: string;
}

export class IdListQueryDto extends ListQueryDto {
  @ApiProperty({ example: '7' }) @WholeNumber() id: string;
}

export function listQuery(dto: ListQueryDto, contract: ListContract): ListQuery {
  return parseListQuery(dto, contract);
}

export const TOTAL_ESTIMATED_HEADER = 'X-Total-Count-Estimated';

/**
 * Sets `X-Total-Count` and `Content-Range` (react-admin's convention), and `X-Total-Count-Estimated: true`
 * when the total is an estimate, and answers the mapped rows.
 */
export function sendPage<T, D>(reply: FastifyReply, resource: string, query: ListQuery, page: Page<T>, map: (row: T) => D): D[] {
  const first = (query.page - 1) * query.perPage;
  const last = page.rows.length ? first + page.rows.length - 1 : first;
  void reply.header('X-Total-Count', String(page.total));
  void reply.header('Content-Range', `${resource} ${first}-${last}/${page.total}`);
  if (page.estimated) void reply.header(TOTAL_ESTIMATED_HEADER, 'true');
  void reply.header('Access-Control-Expose-Headers', `X-Total-Count, Content-Range, ${TOTAL_ESTIMATED_HEADER}`);
  return page.rows.map(map);
}

const TOTAL_HEADERS = {
  'X-Total-Count': {
    description: `Rows in the whole list: exact without \`q\`/\`from\`/\`to\`, and with them up to ${EXACT_TOTAL_BOUND}; beyond, an estimate`,
    schema: { type: 'integer' },
  },
  [TOTAL_ESTIMATED_HEADER]: { description: '`true` when X-Total-Count is an estimate (show it as "about N")', schema: { type: 'string' } },
} as const;

/** The list parameters as the contract says them: what `sort` accepts, what `q` searches, what `from`/`to` apply to. */
function ApiListParameters(contract: ListContract) {
  const date = contract.date
    ? [
        ApiQuery({ name: 'from', required: false, description: `Unix seconds: only rows whose ${contract.date} is on or after this time` }),
        ApiQuery({ name: 'to', required: false, description: `Unix seconds: only rows whose ${contract.date} is on or before this time` }),
      ]
    : [];
  return applyDecorators(
    ApiQuery({
      name: 'sort',
      required: false,
      enum: [...contract.sortable],
      description: `Sort by one of these fields (default ${contract.defaultSort}); ties are broken by id`,
    }),
    ApiQuery({
      name: 'q',
      required: false,
      description: contract.search.length ? `Text filter over ${contract.search.join(', ')} (contains, any case)` : 'Not used by this list',
    }),
    ...date,
  );
}

/**
 * Documents a list from its contract (its parameters and its total headers); with `orOne`, an answer that
 * is one record with `id`, or a page of records without.
 */
export function ApiListOf(dto: Type<unknown>, contract: ListContract, options: { orOne?: boolean } = {}) {
  const response = options.orOne
    ? ApiOkResponse({
        description: 'With `id`: that record. Without: one page of the list (total in `X-Total-Count`).',
        headers: TOTAL_HEADERS,
        schema: { oneOf: [{ $ref: getSchemaPath(dto) }, { type: 'array', items: { $ref: getSchemaPath(dto) } }] },
      })
    : ApiOkResponse({ type: dto, isArray: true, headers: TOTAL_HEADERS });
  return applyDecorators(ApiExtraModels(dto), response, ApiListParameters(contract));
}
