import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { Id, Text } from '../../http/dto-fields.js';

export class CalendarSyncDto {
  @ApiProperty() @Id() project: number;
  /** The authorisation code Google's consent screen sent back (`?code=`). */
  @ApiProperty() @Text('long') authCode: string;
  /** The redirect address the consent was started with (Google requires the same one); default GOOGLE_REDIRECT_URI. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  redirectUri?: string;
}

export class CalendarConsentDto {
  /** The OAuth client id to start Google's consent screen with. */
  @ApiProperty() clientId: string;
  /** Google's consent screen. */
  @ApiProperty() authUrl: string;
  @ApiProperty() scope: string;
}
