import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { AuditRecord } from '@atrium/tenancy';
import { AUDIT_ACTIONS } from '@atrium/tenancy';
import { WholeNumber } from '../http/dto-fields.js';
import { ListQueryDto } from '../http/list.js';

const ACTOR_KINDS = ['person', 'key', 'job', 'system'] as const;

export class AuditRecordDto {
  @ApiProperty() id: number;
  /** Unix seconds. */
  @ApiProperty() at: number;
  @ApiProperty({ enum: ACTOR_KINDS }) actorKind: string;
  /** The person's id, or the project's id for a project key. */
  @ApiProperty({ type: Number, nullable: true }) actorId: number | null;
  /** The person's kind (admins, clients, users), or the job's name. */
  @ApiProperty({ type: String, nullable: true }) actorRole: string | null;
  @ApiProperty({ type: String, nullable: true }) actorName: string | null;
  /** The client whose account the record belongs to. */
  @ApiProperty({ type: Number, nullable: true }) account: number | null;
  @ApiProperty({ type: Number, nullable: true }) project: number | null;
  /** A table's name (`customers`, `projects`, …), a person's kind (`clients`, `users`, `admins`) or `session`. */
  @ApiProperty() resource: string;
  @ApiProperty({ type: Number, nullable: true }) recordId: number | null;
  @ApiProperty({ example: 'update' }) action: string;
  /** Each changed field → [before, after]; secrets never appear. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'array', items: {} }, nullable: true })
  changes: Record<string, [unknown, unknown]> | null;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true }) userAgent: string | null;
  @ApiProperty({ type: String, nullable: true }) requestId: string | null;
}

export function toAuditRecordDto(r: AuditRecord): AuditRecordDto {
  return {
    id: r.id,
    at: Math.floor(r.at.getTime() / 1000),
    actorKind: r.actor.kind,
    actorId: r.actor.id ?? null,
    actorRole: r.actor.role ?? null,
    actorName: r.actor.name,
    account: r.accountId,
    project: r.projectId,
    resource: r.resource,
    recordId: r.recordId,
    action: r.action,
    changes: r.changes,
    address: r.address,
    userAgent: r.userAgent,
    requestId: r.requestId,
  };
}

export class AuditQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ACTOR_KINDS }) @IsOptional() @IsIn(ACTOR_KINDS) actorKind?: string;
  /** The actor's id (a person, or a project for a project key). */
  @ApiPropertyOptional({ example: '7' }) @IsOptional() @WholeNumber() actor?: string;
  @ApiPropertyOptional({ example: 'customers' }) @IsOptional() @IsString() @MaxLength(100) resource?: string;
  /** One record's history (with `resource`). */
  @ApiPropertyOptional({ example: '7' }) @IsOptional() @WholeNumber() record?: string;
  @ApiPropertyOptional({ enum: AUDIT_ACTIONS }) @IsOptional() @IsIn(AUDIT_ACTIONS) action?: string;
  /** A client's account (admins). */
  @ApiPropertyOptional({ example: '7' }) @IsOptional() @WholeNumber() account?: string;
  /** A project; a user's list is always within their subscription's projects. */
  @ApiPropertyOptional({ example: '7' }) @IsOptional() @WholeNumber() project?: string;
}
