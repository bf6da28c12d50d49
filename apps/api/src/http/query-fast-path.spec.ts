import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import type { Type } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { InvalidInput } from '@atrium/kernel';
import { LeadsQueryDto } from '../modules/com/leads.dto.js';
import { ProjectListOrOneQueryDto } from '../modules/module-query.js';
import { IdQueryDto } from './list.js';
import { QueryFastPath } from './query-fast-path.js';
import { createValidationPipe } from './validation.pipe.js';

class TrimmedQueryDto {
  @IsOptional() @IsString() @Transform(({ value }) => String(value).trim()) name?: string;
}

class DefaultedQueryDto {
  @IsOptional() @Matches(/^\d+$/) page?: string = 'one';
}

const query = (metatype: Type<unknown>) => ({ type: 'query' as const, metatype: metatype as never, data: undefined });

/** What the full pipe (class-transformer, then class-validator) answers: the DTO, or the 400's message. */
async function slow(metatype: Type<unknown>, value: Record<string, unknown>): Promise<unknown> {
  // The fast path serves the query type only: a route parameter goes through the full pipe.
  return createValidationPipe()
    .transform({ ...value }, { type: 'param', metatype: metatype as never, data: undefined })
    .catch((e: InvalidInput) => e.message);
}

describe('QueryFastPath', () => {
  const fast = new QueryFastPath();

  it.each([
    [LeadsQueryDto, { project: '3' }],
    [LeadsQueryDto, { project: '3', q: 'Family42', page: '2', perPage: '50', sort: 'email', order: 'asc', sorting: 'true' }],
    [ProjectListOrOneQueryDto, { id: '7' }],
    [IdQueryDto, { id: '12' }],
  ])('builds what the full pipe builds for a valid query (%p %p)', async (metatype, value) => {
    const dto = fast.accept(metatype, value);
    expect(dto).toBeInstanceOf(metatype);
    expect(dto).toEqual(await slow(metatype, value));
  });

  it.each([
    [LeadsQueryDto, { project: '3', unknown: 'x' }, 'unknown property unknown should not exist'],
    [LeadsQueryDto, { project: 'three' }, 'project must be a whole number'],
    [LeadsQueryDto, { project: ['1', '2'] }, 'project must be a whole number'],
    [LeadsQueryDto, { project: '3', q: 'x'.repeat(201) }, 'q must be shorter than or equal to 200 characters'],
    [LeadsQueryDto, { project: '3', sorting: 'yes' }, 'sorting must be one of the following values: true'],
    [IdQueryDto, {}, 'id is required'],
    [DefaultedQueryDto, {}, 'page must match /^\\d+$/ regular expression'],
  ])('leaves an invalid query to the full pipe, whose message stays (%p %p)', async (metatype, value, message) => {
    expect(fast.accept(metatype, value)).toBeUndefined();
    expect(await slow(metatype, value)).toBe(message);
  });

  it('leaves a class whose fields are transformed to the full pipe', () => {
    expect(fast.accept(TrimmedQueryDto, { name: ' Ada ' })).toBeUndefined();
  });

  it('leaves non-objects and classes without rules to the full pipe', () => {
    expect(fast.accept(LeadsQueryDto, 'project=3')).toBeUndefined();
    expect(fast.accept(Object, { project: '3' })).toBeUndefined();
    expect(fast.accept(undefined, { project: '3' })).toBeUndefined();
  });

  it('is what the pipe uses for queries, and the pipe still answers 400 for an invalid one', async () => {
    const pipe = createValidationPipe();
    await expect(pipe.transform({ project: '3' }, query(LeadsQueryDto))).resolves.toBeInstanceOf(LeadsQueryDto);
    await expect(pipe.transform({ project: 'x' }, query(LeadsQueryDto))).rejects.toThrow('project must be a whole number');
  });
});
