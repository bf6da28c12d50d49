import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { TenantScope } from '@atrium/kernel';
import { AUDIT_LIST, AUDIT_TRAIL, type AuditFilter, type AuditTrail } from '@atrium/tenancy';
import { Access, EvenWhenSubscriptionInactive } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { ApiListOf, listQuery, sendPage } from '../http/list.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { AuditQueryDto, AuditRecordDto, toAuditRecordDto } from './audit.dto.js';

const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));

/** The audit trail, read only: the API has no route that changes or deletes a record (issue 22 §1). */
@ApiTags('audit')
@Controller('audit')
@EvenWhenSubscriptionInactive()
export class AuditController {
  constructor(@Inject(AUDIT_TRAIL) private readonly trail: AuditTrail) {}

  @Get()
  @Access('admins', 'clients', 'users')
  @ApiOperation({
    operationId: 'getAuditRecords',
    summary: "Audit records the caller may see: admins all, a client its account's, a user its projects'",
  })
  @ApiListOf(AuditRecordDto, AUDIT_LIST)
  @ApiErrors(400, 404)
  async list(
    @Query() q: AuditQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditRecordDto[]> {
    const query = listQuery(q, AUDIT_LIST);
    const filter: AuditFilter = {
      actorKind: q.actorKind as AuditFilter['actorKind'],
      actorId: number(q.actor),
      resource: q.resource,
      recordId: number(q.record),
      action: q.action,
      accountId: number(q.account),
      projectId: number(q.project),
    };
    return sendPage(reply, 'audit', query, await this.trail.list(query, scope, filter), toAuditRecordDto);
  }
}
