import { ApiProperty } from '@nestjs/swagger';

export class PublicProjectDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'Main site' }) projectName: string;
}
