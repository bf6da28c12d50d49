import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TenantScope } from '@atrium/kernel';
import { VerifyLedger } from '@atrium/billing';
import { Access } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { LedgerVerdictDto, LedgerVerifyQueryDto, toLedgerVerdictDto } from './ledger.dto.js';

/** Under `audit/verify`, beside the audit list at `audit`. */
@ApiTags('audit')
@Controller('audit/verify')
export class LedgerController {
  constructor(private readonly verifyLedger: VerifyLedger) {}

  @Get()
  @Access('admins', 'clients')
  @ApiOperation({
    operationId: 'verifyLedger',
    summary: "Recomputes the billing ledger's hash chains and answers ok or the first broken link",
    description:
      'Admins check every client or one (`client`); a client checks its own chain (another answers 404). ' +
      'Invoices, payments and subscriptions (with their quoted price and status changes) are chained per client.',
  })
  @ApiOkResponse({ type: LedgerVerdictDto })
  @ApiErrors(400, 404)
  async verify(@Query() q: LedgerVerifyQueryDto, @Scope() scope: TenantScope): Promise<LedgerVerdictDto> {
    return toLedgerVerdictDto(await this.verifyLedger.execute(scope, q.client === undefined ? undefined : Number(q.client)));
  }
}
