import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PROJECT_ASSET_TYPES, type ProjectAsset, type ProjectAssetType } from '@atrium/modules';
import { unix } from '../../http/wire.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';

export class ProjectAssetDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Logo' }) label: string;
  /** The stored file's name (its key in the file store). */
  @ApiProperty({ example: '3/0b6f…c1.png' }) source: string;
  @ApiProperty({ enum: PROJECT_ASSET_TYPES }) type: ProjectAssetType;
  @ApiProperty() project: number;
  /** The name of the file as uploaded, given back on download. */
  @ApiProperty({ example: 'logo.png' }) fileName: string;
  /** The media type recognised from the bytes. */
  @ApiProperty({ example: 'image/png' }) fileType: string;
  @ApiProperty() fileSize: number;
  /** Where the signed-in console downloads the bytes (ranges allowed). */
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
  file: `/api/cms/assets/file?id=${a.id}`,
  createdAt: unix(a.createdAt),
});

export class ProjectAssetsQueryDto extends ProjectListOrOneQueryDto {
  /** Only the images, or only the videos. */
  @ApiPropertyOptional({ enum: PROJECT_ASSET_TYPES })
  @IsOptional()
  @IsIn(PROJECT_ASSET_TYPES, { message: 'must be image or video' })
  type?: ProjectAssetType;
}

/** The multipart form of `POST /cms/assets` (documented by `@ApiUpload`). */
export const PROJECT_ASSET_UPLOAD_FIELDS = {
  project: { type: 'integer', description: 'The project (here or as `?project=`), before or after the file', example: 3 },
  label: { type: 'string', example: 'Logo' },
  assetType: { type: 'string', description: 'image or video; optional, checked against the file' },
} as const;
