import { Body, Controller, Get, HttpCode, Inject, Injectable, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  findOrFail,
  InvalidInput,
  NotFound,
  NOT_A_WHOLE_NUMBER,
  type FileStore,
  type JobQueue,
  type ModuleCode,
  type TenantScope,
} from '@atrium/kernel';
import {
  IMPORT_JOB,
  IMPORT_MODULES,
  IMPORT_STORE,
  ImportAlreadyStarted,
  ImportNotFound,
  mappingErrors,
  PREVIEW_ROWS,
  refuseMapping,
  type ImportRecord,
  type ImportStore,
} from '@atrium/modules';
import { ApiUpload } from '../files/api-upload.decorator.js';
import { FILE_STORE } from '../files/files.tokens.js';
import { sendStoredFile } from '../files/send-stored-file.js';
import { Access } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { IdQueryDto } from '../http/list.js';
import { InModule, InModuleOf, type ModuleResolver } from '../http/module.decorator.js';
import { ProjectFrom } from '../http/project-from.decorator.js';
import type { RequestWithSession } from '../http/request-context.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { JOB_QUEUE } from '../platform/platform.tokens.js';
import { ImportUploads } from './import-uploads.js';
import { ImportDto, ImportPreviewBodyDto, ImportPreviewDto, StartImportDto } from './imports.dto.js';

/** An import belongs to the module of what it imports: read from the import the call names, within the caller's scope. */
@Injectable()
export class ImportModuleResolver implements ModuleResolver {
  constructor(@Inject(IMPORT_STORE) private readonly imports: ImportStore) {}

  async moduleOf(request: RequestWithSession, scope: TenantScope): Promise<ModuleCode> {
    const raw = request.method === 'POST' ? (request.body as { id?: unknown } | undefined)?.id : request.query?.id;
    const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
      throw new InvalidInput('Invalid id', [{ field: 'id', message: NOT_A_WHOLE_NUMBER }]);
    const record = await this.imports.get(id, scope);
    if (!record) throw new ImportNotFound();
    return IMPORT_MODULES[record.resource];
  }
}

const UPLOAD = { description: 'A CSV (UTF-8, with or without BOM; comma or semicolon; a header line), at most MAX_UPLOAD_MB' };

@ApiTags('com')
@Controller('com/leads/imports')
@Access('users')
@InModule('com')
export class LeadImportsController {
  constructor(private readonly uploads: ImportUploads) {}

  @Post()
  @ProjectFrom('project')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'uploadLeadsImport',
    summary: 'Uploads a CSV of leads: answers its columns, the guessed mapping and its first rows checked',
  })
  @ApiUpload({ ...UPLOAD, fields: { project: { type: 'integer', example: 3 } } })
  @ApiCreatedResponse({ type: ImportDto })
  upload(@Req() request: FastifyRequest): Promise<ImportDto> {
    return this.uploads.receive(request, 'leads');
  }
}

@ApiTags('crm')
@Controller('crm/customers/imports')
@Access('users')
@InModule('crm')
export class CustomerImportsController {
  constructor(private readonly uploads: ImportUploads) {}

  @Post()
  @ProjectFrom('project')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'uploadCustomersImport',
    summary: 'Uploads a CSV of customers (the export reads back): answers its columns, the guessed mapping and its first rows checked',
  })
  @ApiUpload({ ...UPLOAD, fields: { project: { type: 'integer', example: 3 } } })
  @ApiCreatedResponse({ type: ImportDto })
  upload(@Req() request: FastifyRequest): Promise<ImportDto> {
    return this.uploads.receive(request, 'customers');
  }
}

@ApiTags('inv')
@Controller('inv/items/imports')
@Access('users')
@InModule('inv')
export class ItemImportsController {
  constructor(private readonly uploads: ImportUploads) {}

  @Post()
  @ProjectFrom('inventoryGroup')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'uploadItemsImport',
    summary:
      'Uploads a CSV of items for an inventory group (one column per field of its template): answers its columns, the guessed mapping and its first rows checked',
  })
  @ApiUpload({ ...UPLOAD, fields: { inventoryGroup: { type: 'integer', example: 5 } } })
  @ApiCreatedResponse({ type: ImportDto })
  upload(@Req() request: FastifyRequest): Promise<ImportDto> {
    return this.uploads.receive(request, 'items');
  }
}

@ApiTags('imports')
@Controller('imports')
@Access('users')
@InModuleOf(ImportModuleResolver)
export class ImportsController {
  constructor(
    @Inject(IMPORT_STORE) private readonly imports: ImportStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly uploads: ImportUploads,
  ) {}

  private one(id: number, scope: TenantScope): Promise<ImportRecord> {
    return findOrFail(this.imports.get(id, scope), ImportNotFound);
  }

  @Get()
  @ProjectFrom('id')
  @ApiOperation({
    operationId: 'getImport',
    summary: 'An import: its mapping, status and progress (processed of total, created, updated, skipped, failed)',
  })
  @ApiOkResponse({ type: ImportDto })
  @ApiErrors(400)
  async get(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<ImportDto> {
    return (await this.uploads.describe(await this.one(Number(q.id), scope))).dto;
  }

  @Post('preview')
  @ProjectFrom('id')
  @HttpCode(200)
  @ApiOperation({ operationId: 'previewImport', summary: `The first ${PREVIEW_ROWS} rows of an uploaded import checked with a mapping` })
  @ApiOkResponse({ type: ImportPreviewDto })
  @ApiErrors(400)
  async preview(@Body() body: ImportPreviewBodyDto, @Scope() scope: TenantScope): Promise<ImportPreviewDto> {
    const record = await this.one(body.id, scope);
    const { dto, checker } = await this.uploads.describe(record);
    refuseMapping(mappingErrors(body.mapping, record.columns, dto.fields));
    return this.uploads.preview(record, checker(body.mapping), PREVIEW_ROWS);
  }

  @Post('start')
  @ProjectFrom('id')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'startImport',
    summary:
      'Starts an uploaded import (or one that was a dry run) with its mapping and options; it runs as a job: follow it with GET /imports?id=',
  })
  @ApiAcceptedResponse({ type: ImportDto })
  @ApiErrors(400, 409)
  async start(@Body() body: StartImportDto, @Scope() scope: TenantScope): Promise<ImportDto> {
    const record = await this.one(body.id, scope);
    const { dto } = await this.uploads.describe(record);
    refuseMapping(mappingErrors(body.mapping, record.columns, dto.fields));
    const options = { mapping: body.mapping, mode: body.mode, duplicates: body.duplicates, dryRun: body.dryRun ?? false };
    if (!(await this.imports.start(record.id, options, scope))) throw new ImportAlreadyStarted();
    this.jobs.recorded(IMPORT_JOB);
    return (await this.uploads.describe(await this.one(record.id, scope))).dto;
  }

  @Get('errors')
  @ProjectFrom('id')
  @ApiOperation({ operationId: 'getImportErrors', summary: "An import's row errors as CSV: row, column, message" })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV: row,column,message', schema: { type: 'string' } })
  @ApiErrors(400)
  async errors(@Query() q: IdQueryDto, @Scope() scope: TenantScope, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const record = await this.one(Number(q.id), scope);
    if (!record.errorKey) throw new NotFound('Error report', 'imports.no_error_report');
    return sendStoredFile(request, reply, this.store, {
      key: record.errorKey,
      type: 'text/csv',
      name: `${record.fileName.replace(/\.[^.]*$/, '')}-errors.csv`,
    });
  }
}
