import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TEXT_LIMITS } from '@atrium/kernel';
import {
  ACCOUNT_WEBHOOK_EVENTS,
  PROJECT_WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@atrium/tenancy';
import { Id, WholeNumber } from '../http/dto-fields.js';
import { ListQueryDto } from '../http/list.js';
import { unix } from '../http/wire.js';

const ALL_EVENTS = [...PROJECT_WEBHOOK_EVENTS, ...ACCOUNT_WEBHOOK_EVENTS];

export class WebhookEndpointDto {
  @ApiProperty() id: number;
  /** The project of a user's endpoint (absent on a client's). */
  @ApiPropertyOptional() project?: number;
  /** The client of an account's endpoint (absent on a project's). */
  @ApiPropertyOptional() account?: number;
  /** Where events are POSTed: https (http only to this machine, in development). */
  @ApiProperty({ example: 'https://example.com/hooks/atrium' }) url: string;
  @ApiProperty() description: string;
  /** The events it receives. */
  @ApiProperty({ enum: ALL_EVENTS, enumName: 'WebhookEvent', isArray: true }) events: string[];
  /** False once disabled (by hand, or by the server after a message failed for about a day). */
  @ApiProperty() enabled: boolean;
  /** Why the server disabled it. */
  @ApiPropertyOptional() disabledReason?: string;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}

export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  /** The signing secret (`whsec_…`, Standard Webhooks): shown this once, never again. */
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }) secret: string;
}

export const toWebhookEndpointDto = (e: WebhookEndpoint): WebhookEndpointDto => ({
  id: e.id,
  ...(e.projectId !== undefined ? { project: e.projectId } : {}),
  ...(e.accountId !== undefined ? { account: e.accountId } : {}),
  url: e.url,
  description: e.description,
  events: e.events,
  enabled: e.enabled,
  ...(e.disabledReason !== undefined ? { disabledReason: e.disabledReason } : {}),
  createdAt: unix(e.createdAt),
});

/** The fields of an account's endpoint. */
export class CreateAccountWebhookDto {
  @ApiProperty({ example: 'https://example.com/hooks/atrium' }) @IsString() @MaxLength(2000) url: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.long) description?: string;
  @ApiProperty({ enum: ACCOUNT_WEBHOOK_EVENTS, enumName: 'AccountWebhookEvent', isArray: true })
  @IsArray()
  @ArrayMaxSize(ALL_EVENTS.length)
  @IsIn(ACCOUNT_WEBHOOK_EVENTS, { each: true })
  events: string[];
}

/** The fields of a project's endpoint, and its project. */
export class CreateWebhookDto {
  @ApiProperty() @Id() project: number;
  @ApiProperty({ example: 'https://example.com/hooks/atrium' }) @IsString() @MaxLength(2000) url: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.long) description?: string;
  @ApiProperty({ enum: PROJECT_WEBHOOK_EVENTS, enumName: 'ProjectWebhookEvent', isArray: true })
  @IsArray()
  @ArrayMaxSize(ALL_EVENTS.length)
  @IsIn(PROJECT_WEBHOOK_EVENTS, { each: true })
  events: string[];
}

/** What may change: the address, description, events, and whether it is enabled (enabling sends what waited). */
export class UpdateWebhookDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) url?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.long) description?: string;
  @ApiPropertyOptional({ enum: ALL_EVENTS, enumName: 'WebhookEvent', isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ALL_EVENTS.length)
  @IsIn(ALL_EVENTS, { each: true })
  events?: string[];
  @ApiPropertyOptional() @IsOptional() @IsBoolean() enabled?: boolean;
}

export class WebhookIdDto {
  @ApiProperty() @Id() id: number;
}

export class WebhookDeliveriesQueryDto extends ListQueryDto {
  /** The endpoint whose log to list. */
  @ApiPropertyOptional({ example: '7' }) @IsOptional() @WholeNumber() endpoint?: string;
  /** One delivery. */
  @ApiPropertyOptional({ example: '7' }) @IsOptional() @WholeNumber() id?: string;
}

export class WebhookDeliveryDto {
  @ApiProperty() id: number;
  @ApiProperty() endpoint: number;
  /** The `webhook-id` header: the same for every attempt and redelivery of this message. */
  @ApiProperty({ example: 'msg_2b7a3c0d6f0e4c1fa3f0c9a1b2c3d4e5' }) messageId: string;
  @ApiProperty({ enum: [...ALL_EVENTS, WEBHOOK_TEST_EVENT] }) event: string;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] }) status: 'pending' | 'delivered' | 'failed';
  @ApiProperty() attempts: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
  @ApiPropertyOptional() lastAttemptAt?: number;
  /** When a pending delivery is tried next. */
  @ApiPropertyOptional() nextAttemptAt?: number;
  /** The HTTP status of the last answer. */
  @ApiPropertyOptional() responseStatus?: number;
  /** How long the last attempt took, in milliseconds. */
  @ApiPropertyOptional() responseMs?: number;
  /** The first bytes (at most 1 kB) of the last answer. */
  @ApiPropertyOptional() responseBody?: string;
  /** Why the last attempt failed without an answer (timeout, refused address…), or the status it answered. */
  @ApiPropertyOptional() lastError?: string;
  /** The delivery this one sends again. */
  @ApiPropertyOptional() redeliveryOf?: number;
  /** The body sent: `{type, timestamp, data}`. */
  @ApiProperty({ type: 'object', additionalProperties: true }) payload: Record<string, unknown>;
}

const some = <T, K extends string>(key: K, value: T | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, T>));

export const toWebhookDeliveryDto = (d: WebhookDelivery): WebhookDeliveryDto => ({
  id: d.id,
  endpoint: d.endpointId,
  messageId: d.messageId,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  createdAt: unix(d.createdAt),
  ...some('lastAttemptAt', d.lastAttemptAt && unix(d.lastAttemptAt)),
  ...some('nextAttemptAt', d.nextAttemptAt && unix(d.nextAttemptAt)),
  ...some('responseStatus', d.responseStatus),
  ...some('responseMs', d.responseMs),
  ...some('responseBody', d.responseBody),
  ...some('lastError', d.lastError),
  ...some('redeliveryOf', d.redeliveryOf),
  payload: d.payload as Record<string, unknown>,
});
