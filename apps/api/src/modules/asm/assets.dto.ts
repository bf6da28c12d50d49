import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import {
  ASSET_ACCESS,
  ASSET_TAG_TYPES,
  MAX_TAGGED_ASSETS,
  type Asset,
  type AssetAccess,
  type AssetTag,
  type AssetTagType,
} from '@atrium/modules';
import { Id, WholeNumber } from '../../http/dto-fields.js';
import { ListQueryDto } from '../../http/list.js';
import { unix } from '../../http/wire.js';

/** The anonymous link of a public asset (CONTRACT §7); a private one has none. */
export const publicAssetPath = (id: number) => `/api/public/assets/${id}`;

export class AssetDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Floor plan' }) label: string;
  @ApiProperty({ enum: ASSET_ACCESS }) access: AssetAccess;
  /** The uploaded file's name: a download is saved under it. */
  @ApiProperty({ example: 'floor-plan.pdf' }) source: string;
  /** When it was uploaded, unix seconds. */
  @ApiProperty() dateTime: number;
  @ApiProperty() folder: number;
  @ApiProperty() project: number;
  /** Bytes. */
  @ApiProperty() size: number;
  /** The type recognised from the file's bytes. */
  @ApiProperty({ example: 'application/pdf' }) contentType: string;
  /** For a public asset, the path that downloads it without any header; null for a private one. */
  @ApiProperty({ type: String, nullable: true, example: '/api/public/assets/7' }) publicUrl: string | null;
}
export const toAssetDto = (a: Asset): AssetDto => ({
  id: a.id,
  label: a.label,
  access: a.access,
  source: a.source,
  dateTime: unix(a.dateTime),
  folder: a.folder,
  project: a.projectId,
  size: a.size,
  contentType: a.contentType,
  publicUrl: a.access === 'public' ? publicAssetPath(a.id) : null,
});

/** The form fields of an upload, beside `file` (documented for the OpenAPI text). */
export const ASSET_UPLOAD_FIELDS = {
  label: { type: 'string', example: 'Floor plan' },
  folder: { type: 'integer', description: 'The folder, which names the project', example: 5 },
  access: { type: 'string', description: 'private (the default) or public: never public for confidential files', example: 'private' },
  project: { type: 'integer', description: "Optional (or `?project=`); when given, the folder's project", example: 3 },
} as const;

/** A project named in the query (optional: the folder or record names it; the auth guard checks it when given). */
const PROJECT = { example: '3', description: 'The project (optional; when given, the folder or record must be in it)' };

export class AssetsQueryDto extends ListQueryDto {
  /** The folder whose files to list. */
  @ApiProperty({ example: '5' }) @WholeNumber() folder: string;
  @ApiPropertyOptional(PROJECT) @IsOptional() @WholeNumber() project?: string;
}

export class AssetTagDetailsDto {
  @ApiProperty() label: string;
  /** Unix seconds. */
  @ApiProperty() dateTime: number;
  @ApiProperty() source: string;
  @ApiProperty({ enum: ASSET_ACCESS }) access: AssetAccess;
}

export class AssetTagDto {
  @ApiProperty() id: number;
  /** The tagged file's id. */
  @ApiProperty() asset: number;
  @ApiProperty({ enum: ASSET_TAG_TYPES }) tagType: AssetTagType;
  @ApiProperty() typeId: number;
  @ApiProperty({ type: AssetTagDetailsDto }) assetDetails: AssetTagDetailsDto;
}
export const toAssetTagDto = (t: AssetTag): AssetTagDto => ({
  id: t.id,
  asset: t.asset,
  tagType: t.tagType,
  typeId: t.typeId,
  assetDetails: { ...t.assetDetails, dateTime: unix(t.assetDetails.dateTime) },
});

/** The list's parameters (page, perPage, q over the file's label and name, sort, from/to on its date) for one record. */
export class AssetTagsQueryDto extends ListQueryDto {
  @ApiProperty({ enum: ASSET_TAG_TYPES }) @IsIn(ASSET_TAG_TYPES) tagType: AssetTagType;
  @ApiProperty({ example: '3' }) @WholeNumber() typeId: string;
  @ApiPropertyOptional(PROJECT) @IsOptional() @WholeNumber() project?: string;
}

/** The folders list's parameters (page, perPage, q over the folder's name, sort, from/to on its creation). */
export class ManageQueryDto extends ListQueryDto {
  /** The project whose folders to show. */
  @ApiProperty({ example: '3' }) @WholeNumber() project: string;
}

export class ManagedTagDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ASSET_TAG_TYPES }) tagType: AssetTagType;
  @ApiProperty() typeId: number;
}

export class ManagedFileDto {
  @ApiProperty() id: number;
  /** The file's name. */
  @ApiProperty() filename: string;
  @ApiProperty() label: string;
  @ApiProperty({ type: [ManagedTagDto] }) tags: ManagedTagDto[];
}

export class ManagedFolderDto {
  @ApiProperty() id: number;
  @ApiProperty() folder: string;
  @ApiProperty({ type: [ManagedFileDto] }) files: ManagedFileDto[];
}

export class SetAssetTagsDto {
  /** The files to tag to the record: exactly these, the record's other tags go. */
  @ApiProperty({ type: [Number], example: [4, 9] })
  @IsArray()
  @ArrayMaxSize(MAX_TAGGED_ASSETS)
  @IsInt({ each: true })
  @Min(1, { each: true })
  selected: number[];
  @ApiProperty({ enum: ASSET_TAG_TYPES }) @IsIn(ASSET_TAG_TYPES) tagType: AssetTagType;
  @ApiProperty() @Id() typeId: number;
  /** The record's project (optional: the record names it). */
  @ApiPropertyOptional() @IsOptional() @Id() project?: number;
}
