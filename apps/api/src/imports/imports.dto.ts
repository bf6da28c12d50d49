import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional } from 'class-validator';
import type { ImportableField } from '@atrium/kernel';
import {
  DUPLICATE_POLICIES,
  IMPORT_MODES,
  IMPORT_RESOURCES,
  IMPORT_STATUSES,
  type DuplicatePolicy,
  type ImportMode,
  type ImportRecord,
  type ImportResource,
  type ImportStatus,
  type RowError,
} from '@atrium/modules';
import { Id } from '../http/dto-fields.js';
import { unix } from '../http/wire.js';

/** A field a column may be mapped to. */
export class ImportFieldDto {
  @ApiProperty({ example: 'email' }) name: string;
  @ApiProperty({ example: 'Email' }) label: string;
  /** A column must be mapped to it. */
  @ApiProperty() required: boolean;
}

/** One problem of one row: its number in the file (the header is row 1), its column, the message. */
export class RowErrorDto {
  @ApiProperty({ example: 3 }) row: number;
  @ApiProperty({ example: 'E-mail' }) column: string;
  @ApiProperty({ example: 'must be an e-mail address' }) message: string;
}

export class PreviewRowDto {
  @ApiProperty({ example: 2 }) row: number;
  /** The row's cells, in the file's column order. */
  @ApiProperty({ type: [String] }) cells: string[];
  @ApiProperty({ type: [RowErrorDto] }) errors: RowErrorDto[];
}

/** The first rows of the file, each checked with the mapping as a create would check it. */
export class ImportPreviewDto {
  @ApiProperty({ type: [PreviewRowDto] }) rows: PreviewRowDto[];
}

const MAPPING = { type: 'array', items: { type: 'string', nullable: true }, example: ['firstname', 'lastname', 'email', null] } as const;

/** An uploaded CSV on its way into a project, and how far it went. */
export class ImportDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: IMPORT_RESOURCES }) resource: ImportResource;
  @ApiProperty() project: number;
  /** Items: the inventory group they go to. */
  @ApiProperty({ type: Number, nullable: true }) inventoryGroup: number | null;
  @ApiProperty({ example: 'leads.csv' }) fileName: string;
  @ApiProperty({ enum: [',', ';'] }) delimiter: string;
  /** The file's header, one entry per column. */
  @ApiProperty({ type: [String] }) columns: string[];
  /** Each column's field (null: ignored): as started, else guessed from the headers. */
  @ApiProperty(MAPPING) mapping: Array<string | null>;
  @ApiProperty({ type: [ImportFieldDto] }) fields: ImportFieldDto[];
  /** Data rows in the file. */
  @ApiProperty() total: number;
  /** uploaded (waiting for its mapping), queued, running, done, failed (nothing written). */
  @ApiProperty({ enum: IMPORT_STATUSES }) status: ImportStatus;
  @ApiProperty({ enum: IMPORT_MODES, nullable: true }) mode: ImportMode | null;
  @ApiProperty({ enum: DUPLICATE_POLICIES, nullable: true }) duplicates: DuplicatePolicy | null;
  @ApiProperty() dryRun: boolean;
  /** Rows read so far. */
  @ApiProperty() processed: number;
  @ApiProperty() created: number;
  @ApiProperty() updated: number;
  /** Rows left out because their e-mail was already a record of the project. */
  @ApiProperty() skipped: number;
  /** Rows with errors. */
  @ApiProperty() failed: number;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  /** Whether `GET /imports/errors?id=` has the rows' errors as CSV. */
  @ApiProperty() errorReport: boolean;
  @ApiProperty({ format: 'unix-time' }) createdAt: number;
  @ApiProperty({ type: Number, format: 'unix-time', nullable: true }) finishedAt: number | null;
  /** On upload: the first rows, checked with the guessed mapping. */
  @ApiPropertyOptional({ type: ImportPreviewDto }) preview?: ImportPreviewDto;
}

export function toImportDto(
  r: ImportRecord,
  fields: ImportableField[],
  guessed: Array<string | null>,
  preview?: ImportPreviewDto,
): ImportDto {
  return {
    id: r.id,
    resource: r.resource,
    project: r.projectId,
    inventoryGroup: r.groupId,
    fileName: r.fileName,
    delimiter: r.delimiter,
    columns: r.columns,
    mapping: r.options?.mapping ?? guessed,
    fields: fields.map((f) => ({ name: f.name, label: f.label, required: f.required === true })),
    total: r.total,
    status: r.status,
    mode: r.options?.mode ?? null,
    duplicates: r.options?.duplicates ?? null,
    dryRun: r.options?.dryRun ?? false,
    processed: r.processed,
    created: r.created,
    updated: r.updated,
    skipped: r.skipped,
    failed: r.failed,
    message: r.message,
    errorReport: r.errorKey !== null,
    createdAt: unix(r.createdAt),
    finishedAt: r.finishedAt ? unix(r.finishedAt) : null,
    ...(preview ? { preview } : {}),
  };
}

export const toRowErrorDto = (e: RowError): RowErrorDto => ({ row: e.row, column: e.column, message: e.message });

export class ImportPreviewBodyDto {
  @ApiProperty() @Id() id: number;
  @ApiProperty(MAPPING) @IsArray() @ArrayMaxSize(1000) mapping: Array<string | null>;
}

export class StartImportDto extends ImportPreviewBodyDto {
  /** all: one bad row and nothing is written; skip: the good rows are written, the bad ones reported. */
  @ApiProperty({ enum: IMPORT_MODES }) @IsIn(IMPORT_MODES) mode: ImportMode;
  /** A row whose e-mail is already a record of the project: update that record, or skip the row (items: unused). */
  @ApiProperty({ enum: DUPLICATE_POLICIES }) @IsIn(DUPLICATE_POLICIES) duplicates: DuplicatePolicy;
  /** Check every row and report the errors, write nothing. */
  @ApiPropertyOptional() @IsOptional() @IsBoolean() dryRun?: boolean;
}
