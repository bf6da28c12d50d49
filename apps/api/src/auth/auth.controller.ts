import { Body, Controller, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiNoContentResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ChangePassword, Login, Logout, ValidateSession, type SessionClaims } from '@atrium/tenancy';
import { Access, EvenWhenSubscriptionInactive } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { ClientAddress, CurrentSession } from '../http/request-context.js';
import { ChangePasswordDto, ClaimsDto, LoginDto, SessionDto, ValidateDto } from './auth.dto.js';
import { TwoFactorChallengeDto } from './two-factor.dto.js';

@ApiTags('auth')
@Controller('auth')
@EvenWhenSubscriptionInactive()
export class AuthController {
  constructor(
    private readonly login: Login,
    private readonly validateSession: ValidateSession,
    private readonly logout: Logout,
    private readonly changePassword: ChangePassword,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({
    operationId: 'login',
    summary: 'Sign in; answers the session credential, or a challenge when a second factor is needed (then `POST /auth/2fa`)',
  })
  @ApiExtraModels(SessionDto, TwoFactorChallengeDto)
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(SessionDto) }, { $ref: getSchemaPath(TwoFactorChallengeDto) }] } })
  @ApiErrors(400, 401, 429)
  signIn(@Body() body: LoginDto, @ClientAddress() address: string): Promise<SessionDto | TwoFactorChallengeDto> {
    return this.login.execute({ ...body, address });
  }

  @Post('validate')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ operationId: 'validateSession', summary: 'Answers the claims of a credential that is still valid' })
  @ApiOkResponse({ type: ClaimsDto })
  @ApiErrors(400, 401)
  validate(@Body() body: ValidateDto): Promise<ClaimsDto> {
    return this.validateSession.execute(body.token);
  }

  @Post('logout')
  @HttpCode(204)
  @Access('admins', 'clients', 'users')
  @ApiOperation({ operationId: 'logout', summary: 'Revokes the presented credential' })
  @ApiNoContentResponse()
  signOut(@CurrentSession() session: SessionClaims): Promise<void> {
    return this.logout.execute(session);
  }

  @Patch('login')
  @HttpCode(204)
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'changeOwnPassword', summary: "An admin's or client's password change; signs out their other sessions" })
  @ApiNoContentResponse()
  @ApiErrors(400)
  changeAccountPassword(@CurrentSession() session: SessionClaims, @Body() body: ChangePasswordDto): Promise<void> {
    return this.changePassword.execute(session, body);
  }

  @Patch('password')
  @HttpCode(204)
  @Access('users')
  @ApiOperation({ operationId: 'changeUserPassword', summary: "A user's password change; signs out their other sessions" })
  @ApiNoContentResponse()
  @ApiErrors(400)
  changeUserPassword(@CurrentSession() session: SessionClaims, @Body() body: ChangePasswordDto): Promise<void> {
    return this.changePassword.execute(session, body);
  }
}
