import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import type { Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { Transform } from 'class-transformer';
import { getMetadataStorage, IsOptional, IsString, Matches } from 'class-validator';
import { InvalidInput } from '@atrium/kernel';
import { AppModule } from '../app.module.js';
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

/** Every class a route of the app takes as its whole query (`@Query() q: XQueryDto`), from Nest's route metadata. */
function queryDtosOfTheApp(): Type<unknown>[] {
  const seen = new Set<unknown>();
  const controllers: Type<unknown>[] = [];
  const visit = (entry: unknown): void => {
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    const dynamic = (typeof entry === 'function' ? {} : entry) as {
      module?: Type<unknown>;
      controllers?: Type<unknown>[];
      imports?: unknown[];
    };
    const module = typeof entry === 'function' ? entry : dynamic.module;
    if (!module) return;
    controllers.push(
      ...((Reflect.getMetadata('controllers', module) as Type<unknown>[] | undefined) ?? []),
      ...(dynamic.controllers ?? []),
    );
    for (const imported of [...((Reflect.getMetadata('imports', module) as unknown[] | undefined) ?? []), ...(dynamic.imports ?? [])])
      visit(imported);
  };
  visit(AppModule.with({} as never, { dataSource: {} } as never));
  const dtos = new Set<Type<unknown>>();
  for (const controller of controllers) {
    for (const method of Object.getOwnPropertyNames(controller.prototype)) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
        string,
        { index: number; data?: unknown }
      >;
      const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as Type<unknown>[];
      for (const [key, arg] of Object.entries(args)) {
        const type = types[arg.index];
        if (key.startsWith(`${RouteParamtypes.QUERY}:`) && arg.data === undefined && type && type !== Object) dtos.add(type);
      }
    }
  }
  return [...dtos];
}

describe('QueryFastPath on every query DTO of the app', () => {
  const dtos = queryDtosOfTheApp();

  it('finds the query DTOs of the routes', () => {
    expect(dtos.length).toBeGreaterThan(20);
    expect(dtos).toEqual(expect.arrayContaining([LeadsQueryDto, ProjectListOrOneQueryDto, IdQueryDto]));
  });

  it('accepts only what the full pipe accepts, and builds the same DTO', async () => {
    const fast = new QueryFastPath();
    let accepted = 0;
    for (const dto of dtos) {
      const fields = [
        ...new Set(
          getMetadataStorage()
            .getTargetValidationMetadatas(dto, '', false, false, undefined)
            .map((m) => m.propertyName),
        ),
      ];
      const samples: Record<string, string>[] = [{}, Object.fromEntries(fields.map((f) => [f, '1']))];
      for (const f of fields) for (const value of ['1', '0', 'abc', '', 'true', 'asc', 'id']) samples.push({ [f]: value });
      for (const sample of samples) {
        const quick = fast.accept(dto, sample);
        if (!quick) continue;
        accepted++;
        expect(quick).toBeInstanceOf(dto);
        expect({ dto: dto.name, sample, built: quick }).toEqual({ dto: dto.name, sample, built: await slow(dto, sample) });
      }
    }
    // The fast path is really in use: most routes' ordinary queries take it.
    expect(accepted).toBeGreaterThan(dtos.length);
  });
});
