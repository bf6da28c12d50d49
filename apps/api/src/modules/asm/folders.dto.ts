import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Folder } from '@atrium/modules';
import { Id, OptionalText, Text } from '../../http/dto-fields.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';

export class FolderDto {
  @ApiProperty() id: number;
  /** The folder's name. */
  @ApiProperty({ example: 'Floor plans' }) folder: string;
  /** The project the folder belongs to. */
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toFolderDto = (f: Folder): FolderDto => ({ id: f.id, folder: f.folder, project: f.projectId, createdAt: unix(f.createdAt) });

export class CreateFolderDto {
  @ApiProperty() @Text() folder: string;
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(FolderDto)
export class UpdateFolderDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @OptionalText() folder?: string;
}
