import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { VideoCategory } from '@atrium/modules';
import { Id, OptionalText, Text } from '../../http/dto-fields.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';

export class VideoCategoryDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Trailers' }) name: string;
  /** The project the category belongs to. */
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toVideoCategoryDto = (c: VideoCategory): VideoCategoryDto => ({
  id: c.id,
  name: c.name,
  project: c.projectId,
  createdAt: unix(c.createdAt),
});

export class CreateVideoCategoryDto {
  @ApiProperty() @Text() name: string;
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(VideoCategoryDto)
export class UpdateVideoCategoryDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @OptionalText() name?: string;
}
