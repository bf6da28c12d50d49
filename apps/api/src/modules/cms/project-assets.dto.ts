import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { Id, Text } from '../../http/dto-fields.js';
import { isLink, PROJECT_ASSET_TYPES, type ProjectAsset, type ProjectAssetType } from '@atrium/modules';
import { unix } from '../../http/wire.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';

export class ProjectAssetDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Logo' }) label: string;
  /** The stored file's name (its key in the file store), or the http(s) address of a link. */
  @ApiProperty({ example: '3/0b6f…c1.png' }) source: string;
  @ApiProperty({ enum: PROJECT_ASSET_TYPES }) type: ProjectAssetType;
  @ApiProperty() project: number;
  /** The name of the file as uploaded, given back on download. */
  @ApiProperty({ example: 'logo.png' }) fileName: string;
  /** The media type recognised from the bytes. */
  @ApiProperty({ example: 'image/png' }) fileType: string;
  @ApiProperty() fileSize: number;
  /** Where the signed-in console downloads the bytes (ranges allowed); a link's own address. */
  @ApiProperty({ example: '/api/cms/assets/file?id=7' }) file: string;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}

export const toProjectAssetDto = (a: ProjectAsset): ProjectAssetDto => ({
  id: a.id,
  label: a.label,
  source: a.source,
  type: a.assetType,
  project: a.projectId,
  fileName: a.fileName,
  fileType: a.fileType,
  fileSize: a.fileSize,
  file: isLink(a.source) ? a.source : `/api/cms/assets/file?id=${a.id}`,
  createdAt: unix(a.createdAt),
});

export class ProjectAssetsQueryDto extends ProjectListOrOneQueryDto {
  /** Only the images, or only the videos. */
  @ApiPropertyOptional({ enum: PROJECT_ASSET_TYPES })
  @IsOptional()
  @IsIn(PROJECT_ASSET_TYPES, { message: 'must be image or video' })
  type?: ProjectAssetType;
}

/**
 * `POST /cms/assets` (documented by `@ApiUpload`): spec 1's JSON `{project, assetType, label, source}`, or a
 * multipart form with the file itself.
 */
export const PROJECT_ASSET_UPLOAD_FIELDS = {
  project: { type: 'integer', description: 'The project (here or as `?project=`), before or after the file', example: 3 },
  label: { type: 'string', example: 'Logo' },
  assetType: { type: 'string', description: 'image or video; required with `source`, else checked against the file' },
  source: {
    type: 'string',
    description: 'JSON only: an http(s) address (stored as a link), or the key of a file the project stored (a digital asset), copied',
  },
} as const;

/** Spec 1's JSON call. */
export class CreateProjectAssetDto {
  @ApiProperty() @Id() project: number;
  @ApiProperty({ enum: PROJECT_ASSET_TYPES }) @IsIn(PROJECT_ASSET_TYPES, { message: 'must be image or video' }) assetType: ProjectAssetType;
  @ApiProperty({ example: 'Logo' }) @Text() label: string;
  /** Its length is checked with its kind (an address or a key). */
  @ApiProperty({ example: 'https://example.com/logo.png' }) @IsString() @IsNotEmpty() source: string;
}
