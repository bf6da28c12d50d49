import { Body, Controller, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiNoContentResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ChangePassword, InvalidCredentials, Login, Logout, ValidateSession, type SessionClaims } from '@atrium/tenancy';
import { AuditEvents } from '../audit/audit-events.js';
import { Access, EvenWhenSubscriptionInactive } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { CurrentSession, type RequestWithSession } from '../http/request-context.js';
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
    private readonly audit: AuditEvents,
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
  async signIn(@Body() body: LoginDto, @Req() request: RequestWithSession): Promise<SessionDto | TwoFactorChallengeDto> {
    const answer = await this.login.execute({ ...body, address: request.ip }).catch(async (error: unknown) => {
      // The e-mail tried is recorded (the account it names sees it); the password never is.
      if (error instanceof InvalidCredentials)
        await this.audit.record(request, {
          action: 'sign_in_failed',
          resource: 'session',
          person: { email: body.email },
          details: { email: body.email },
        });
      throw error;
    });
    // With a second step the session opens at POST /auth/2fa, which records the sign-in there.
    if ('twoFactor' in answer) return answer;
    await this.audit.signedIn(request, answer);
    return answer;
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
  async signOut(@CurrentSession() session: SessionClaims, @Req() request: RequestWithSession): Promise<void> {
    await this.logout.execute(session);
    await this.audit.bySession(request, session, 'sign_out');
  }

  @Patch('login')
  @HttpCode(204)
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'changeOwnPassword', summary: "An admin's or client's password change; signs out their other sessions" })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async changeAccountPassword(
    @CurrentSession() session: SessionClaims,
    @Body() body: ChangePasswordDto,
    @Req() request: RequestWithSession,
  ): Promise<void> {
    await this.changePassword.execute(session, body);
    await this.audit.bySession(request, session, 'password_change');
  }

  @Patch('password')
  @HttpCode(204)
  @Access('users')
  @ApiOperation({ operationId: 'changeUserPassword', summary: "A user's password change; signs out their other sessions" })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async changeUserPassword(
    @CurrentSession() session: SessionClaims,
    @Body() body: ChangePasswordDto,
    @Req() request: RequestWithSession,
  ): Promise<void> {
    await this.changePassword.execute(session, body);
    await this.audit.bySession(request, session, 'password_change');
  }
}
