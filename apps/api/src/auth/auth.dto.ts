import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PERSON_KINDS, type PersonKind } from '@atrium/tenancy';

export class LoginDto {
  /** The person's e-mail (any case). */
  @ApiProperty({ example: 'admin@atrium.local' }) @IsString() @IsNotEmpty() @MaxLength(200) email: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) password: string;
}

export class SessionDto {
  /** The credential to send as the `token` header (or `Authorization: Bearer`). */
  @ApiProperty() token: string;
  @ApiProperty({ enum: PERSON_KINDS }) usertype: PersonKind;
  @ApiProperty() userId: number;
  @ApiProperty() firstname: string;
  @ApiProperty() email: string;
}

export class ValidateDto {
  @ApiProperty() @IsString() @IsNotEmpty() token: string;
}

export class ClaimsDto {
  @ApiProperty() sid: string;
  @ApiProperty({ enum: PERSON_KINDS }) usertype: PersonKind;
  @ApiProperty() userId: number;
  @ApiProperty() firstname: string;
  @ApiProperty() email: string;
}

export class ChangePasswordDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) oldPassword: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) newPassword: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) confirmPassword: string;
}
