import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { guessMapping, type FileStore } from '@atrium/kernel';
import {
  IMPORT_MODULES,
  IMPORT_STORE,
  IMPORT_TARGETS,
  INVENTORY_GROUP_REPOSITORY,
  InventoryGroupNotFound,
  RowChecker,
  type ImportRecord,
  type ImportResource,
  type ImportStore,
  type InventoryGroupRepository,
} from '@atrium/modules';
import { FILE_STORE } from '../files/files.tokens.js';
import { parentRecord } from '../files/upload-parent.js';
import { UploadReceiver } from '../files/upload-receiver.js';
import type { RequestWithSession } from '../http/request-context.js';
import { toImportDto, toRowErrorDto, type ImportDto, type ImportPreviewDto } from './imports.dto.js';
import { csvRows, scanCsv } from './csv-rows.js';

/** A CSV is text: its type is recognised from the bytes (UTF-8 without NUL), whatever its name says. */
const CSV_TYPES = ['text/csv', 'text/plain'];

/** The upload of an import and what it answers: the file's columns, the guessed mapping, the first rows checked. */
@Injectable()
export class ImportUploads {
  constructor(
    private readonly receiver: UploadReceiver,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(IMPORT_STORE) private readonly imports: ImportStore,
    @Inject(INVENTORY_GROUP_REPOSITORY) private readonly groups: InventoryGroupRepository,
  ) {}

  async receive(request: FastifyRequest, resource: ImportResource): Promise<ImportDto> {
    const upload = await this.receiver.receive(request, {
      module: IMPORT_MODULES[resource],
      accept: CSV_TYPES,
      projectFrom: resource === 'items' ? parentRecord('inventoryGroup', this.groups, InventoryGroupNotFound) : undefined,
    });
    // A file that is not CSV (or not UTF-8) is refused here, and its bytes deleted.
    return upload.commit(async ({ file, fields, projectId }) => {
      const scan = await scanCsv(this.store, file.key);
      const session = (request as RequestWithSession).session!;
      const record = await this.imports.add({
        projectId,
        resource,
        groupId: resource === 'items' ? Number(fields.inventoryGroup) : null,
        fileKey: file.key,
        fileName: file.name,
        delimiter: scan.delimiter,
        columns: scan.columns,
        total: scan.total,
        actor: { kind: 'person', id: session.userId, role: session.usertype },
      });
      const { dto, checker } = await this.describe(record);
      return {
        ...dto,
        preview: { rows: scan.first.map((r) => ({ ...r, errors: checker(dto.mapping).check(r.row, r.cells).errors.map(toRowErrorDto) })) },
      };
    });
  }

  /** The import as the API answers it, and a checker of rows for a mapping. */
  async describe(record: ImportRecord): Promise<{ dto: ImportDto; checker: (mapping: Array<string | null>) => RowChecker }> {
    const target = IMPORT_TARGETS[record.resource];
    const context = await this.imports.context(record);
    const fields = target.fields(context);
    const dto = toImportDto(record, fields, guessMapping(record.columns, fields));
    return { dto, checker: (mapping) => new RowChecker(target, context, record.columns, mapping) };
  }

  /** The first rows of the stored file, checked with `mapping` (the file is read no further). */
  async preview(record: ImportRecord, checker: RowChecker, limit: number): Promise<ImportPreviewDto> {
    const rows: ImportPreviewDto['rows'] = [];
    for await (const r of csvRows(this.store, record.fileKey, record.delimiter)) {
      rows.push({ ...r, errors: checker.check(r.row, r.cells).errors.map(toRowErrorDto) });
      if (rows.length >= limit) break;
    }
    return { rows };
  }
}
