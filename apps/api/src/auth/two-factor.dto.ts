import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { SessionDto } from './auth.dto.js';

export const TWO_FACTOR_STEPS = ['code_required', 'setup_required'] as const;

/** What sign-in answers instead of the session when a second step is needed. */
export class TwoFactorChallengeDto {
  /**
   * `code_required`: send a code with the challenge to `POST /auth/2fa`. `setup_required`: the platform
   * requires two-factor sign-in and this person has none yet: set it up with the challenge
   * (`POST /auth/2fa/setup`, then `POST /auth/2fa/confirm`, which answers the session).
   */
  @ApiProperty({ enum: TWO_FACTOR_STEPS }) twoFactor: (typeof TWO_FACTOR_STEPS)[number];
  /** Holds the password step; single use. */
  @ApiProperty() challenge: string;
  /** Seconds the challenge stays valid. */
  @ApiProperty() expiresIn: number;
}

export class TwoFactorSignInDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(100) challenge: string;
  /** The authenticator's six-digit code, or one of the recovery codes. */
  @ApiProperty({ example: '123456' }) @IsString() @IsNotEmpty() @MaxLength(40) code: string;
}

export class StartTwoFactorSetupDto {
  /** Only while signing in with `setup_required`; a signed-in person sends no body. */
  @ApiPropertyOptional() @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) challenge?: string;
}

export class AuthenticatorSetupDto {
  /** The secret in base32, for apps that cannot scan. */
  @ApiProperty() secret: string;
  @ApiProperty({ example: 'otpauth://totp/Atrium:ann%40example.com?issuer=Atrium&secret=...' }) otpauthUri: string;
  /** The URI as a QR code image: `data:image/png;base64,...`. */
  @ApiProperty() qrCode: string;
}

export class ConfirmTwoFactorSetupDto extends StartTwoFactorSetupDto {
  /** The authenticator's current six-digit code. */
  @ApiProperty({ example: '123456' }) @IsString() @IsNotEmpty() @MaxLength(40) code: string;
}

export class ConfirmedTwoFactorSetupDto {
  /** Ten single-use codes, shown this once (only their hashes are kept). */
  @ApiProperty({ type: [String] }) recoveryCodes: string[];
  /** The session, when the setup completed a sign-in (`setup_required`). */
  @ApiPropertyOptional({ type: SessionDto }) session?: SessionDto;
}

export class DisableTwoFactorDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) password: string;
  /** A current code of the authenticator, or a recovery code. */
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(40) code: string;
}

export class TwoFactorStatusDto {
  @ApiProperty() enabled: boolean;
  /** The platform requires it of this person (admins and clients, when an admin turned it on). */
  @ApiProperty() required: boolean;
  @ApiProperty() recoveryCodesLeft: number;
}

export class TwoFactorPolicyDto {
  /** Whether every admin and client must sign in with a second factor. */
  @ApiProperty() @IsBoolean() required: boolean;
}
