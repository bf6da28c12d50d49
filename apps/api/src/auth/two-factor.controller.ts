import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CompleteTwoFactorSignIn,
  ConfirmTwoFactorSetup,
  DisableTwoFactor,
  GetTwoFactorPolicy,
  GetTwoFactorStatus,
  SetTwoFactorPolicy,
  StartTwoFactorSetup,
  type Enrollee,
  type SessionClaims,
} from '@atrium/tenancy';
import { Access, EvenWhenSubscriptionInactive } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { AuditEvents } from '../audit/audit-events.js';
import { ClientAddress, CurrentSession, type RequestWithSession } from '../http/request-context.js';
import { SessionDto } from './auth.dto.js';
import {
  AuthenticatorSetupDto,
  ConfirmedTwoFactorSetupDto,
  ConfirmTwoFactorSetupDto,
  DisableTwoFactorDto,
  StartTwoFactorSetupDto,
  TwoFactorPolicyDto,
  TwoFactorSignInDto,
  TwoFactorStatusDto,
} from './two-factor.dto.js';

/** Signed in, the person sets up their own factor; during a `setup_required` sign-in, the challenge says who. */
const enrollee = (session: SessionClaims | undefined, body: StartTwoFactorSetupDto): Enrollee =>
  session ? { session } : { challenge: body.challenge ?? '' };

@ApiTags('auth')
@Controller('auth/2fa')
@EvenWhenSubscriptionInactive()
export class TwoFactorController {
  constructor(
    private readonly complete: CompleteTwoFactorSignIn,
    private readonly start: StartTwoFactorSetup,
    private readonly confirm: ConfirmTwoFactorSetup,
    private readonly disable: DisableTwoFactor,
    private readonly status: GetTwoFactorStatus,
    private readonly getPolicy: GetTwoFactorPolicy,
    private readonly setPolicy: SetTwoFactorPolicy,
    private readonly audit: AuditEvents,
  ) {}

  @Post()
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ operationId: 'completeTwoFactorSignIn', summary: "Sign-in's second step: the challenge and a code answer the session" })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrors(400, 401, 429)
  async signIn(@Body() body: TwoFactorSignInDto, @Req() request: RequestWithSession): Promise<SessionDto> {
    const session = await this.complete.execute({ ...body, address: request.ip });
    await this.audit.signedIn(request, session);
    return session;
  }

  @Get()
  @Access('admins', 'clients', 'users')
  @ApiOperation({ operationId: 'getTwoFactorStatus', summary: "Whether the caller's two-factor sign-in is on, and required" })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  getStatus(@CurrentSession() session: SessionClaims): Promise<TwoFactorStatusDto> {
    return this.status.execute(session);
  }

  @Post('setup')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({
    operationId: 'startTwoFactorSetup',
    summary: 'Starts setting up an authenticator (signed in, or with a `setup_required` challenge): answers its secret and QR code',
  })
  @ApiOkResponse({ type: AuthenticatorSetupDto })
  @ApiErrors(400, 401, 409)
  startSetup(@CurrentSession() session: SessionClaims | undefined, @Body() body: StartTwoFactorSetupDto): Promise<AuthenticatorSetupDto> {
    return this.start.execute(enrollee(session, body));
  }

  @Post('confirm')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({
    operationId: 'confirmTwoFactorSetup',
    summary: 'Turns the authenticator on with its first code; answers ten recovery codes, once (and the session, during sign-in)',
  })
  @ApiOkResponse({ type: ConfirmedTwoFactorSetupDto })
  @ApiErrors(400, 401, 409, 429)
  async confirmSetup(
    @CurrentSession() session: SessionClaims | undefined,
    @Body() body: ConfirmTwoFactorSetupDto,
    @Req() request: RequestWithSession,
  ): Promise<ConfirmedTwoFactorSetupDto> {
    const confirmed = await this.confirm.execute(enrollee(session, body), { code: body.code, address: request.ip });
    // A setup the sign-in required ends that sign-in: the session opens here.
    if (confirmed.session) await this.audit.signedIn(request, confirmed.session);
    return confirmed;
  }

  @Post('disable')
  @HttpCode(204)
  @Access('admins', 'clients', 'users')
  @ApiOperation({ operationId: 'disableTwoFactor', summary: 'Turns two-factor sign-in off; needs the password and a code' })
  @ApiNoContentResponse()
  @ApiErrors(400, 409, 429)
  turnOff(@CurrentSession() session: SessionClaims, @Body() body: DisableTwoFactorDto, @ClientAddress() address: string): Promise<void> {
    return this.disable.execute(session, { ...body, address });
  }

  @Get('policy')
  @Access('admins')
  @ApiOperation({ operationId: 'getTwoFactorPolicy', summary: 'Whether the platform requires two-factor sign-in of admins and clients' })
  @ApiOkResponse({ type: TwoFactorPolicyDto })
  policy(): Promise<TwoFactorPolicyDto> {
    return this.getPolicy.execute();
  }

  @Patch('policy')
  @HttpCode(204)
  @Access('admins')
  @ApiOperation({
    operationId: 'setTwoFactorPolicy',
    summary: 'Requires (or stops requiring) two-factor sign-in of admins and clients; those without one set it up at their next sign-in',
  })
  @ApiNoContentResponse()
  @ApiErrors(400)
  changePolicy(@Body() body: TwoFactorPolicyDto): Promise<void> {
    return this.setPolicy.execute(body);
  }
}
