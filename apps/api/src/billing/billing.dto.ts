import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { MODULE_CODES, SUBSCRIPTION_STATUSES, type Invoice, type SubscriptionRow, type Transaction } from '@atrium/billing';
import { Id, Text } from '../http/dto-fields.js';
import { AcceptsReadBack } from '../http/read-back.js';
import { dollars, unix, unixOrNull } from '../http/wire.js';

export class SubscriptionDto {
  @ApiProperty() id: number;
  /** A positive whole number. */
  @ApiProperty({ example: 8528 }) coreId: number;
  /** The client's id. */
  @ApiProperty() client: number;
  @ApiProperty() clientName: string;
  @ApiProperty() company: string;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status: string;
  @ApiProperty() startDate: number;
  /** The renewal date (unix seconds). */
  @ApiProperty() endDate: number;
  @ApiProperty() maxProjects: number;
  @ApiProperty() maxUsers: number;
  @ApiProperty({ enum: MODULE_CODES, isArray: true }) modules: string[];
  @ApiProperty({ enum: ['monthly'] }) billingCycle: string;
  /** Price per month in Canadian dollars. */
  @ApiProperty() price: number;
}
export const toSubscriptionDto = (s: SubscriptionRow): SubscriptionDto => ({
  id: s.id,
  coreId: s.coreId,
  client: s.clientId,
  clientName: s.clientName,
  company: s.company,
  status: s.status,
  startDate: unix(s.startDate),
  endDate: unix(s.endDate),
  maxProjects: s.maxProjects,
  maxUsers: s.maxUsers,
  modules: s.modules,
  billingCycle: s.billingCycle,
  price: dollars(s.monthlyPrice),
});

export class CreateSubscriptionDto {
  @ApiProperty() @IsInt() @Min(1) client: number;
  /** A positive whole number (CONTRACT §9). */
  @ApiProperty({ example: 8528 }) @Id() coreId: number;
  @ApiProperty() @IsInt() @Min(1) @Max(10_000) maxProjects: number;
  @ApiProperty() @IsInt() @Min(1) @Max(10_000) maxUsers: number;
  /** At least one (checked by the domain, with the other subscription rules). */
  @ApiProperty({ enum: MODULE_CODES, isArray: true, minItems: 1 })
  @IsArray()
  @ArrayMaxSize(MODULE_CODES.length)
  @IsIn(MODULE_CODES, { each: true })
  modules: string[];
  @ApiPropertyOptional({ enum: ['monthly'] }) @IsOptional() @IsIn(['monthly']) billingCycle?: string;
}

export class SubscriptionStatusDto {
  @ApiProperty() @IsInt() @Min(1) id: number;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) @IsIn(SUBSCRIPTION_STATUSES) status: 'active' | 'inactive';
}

export class InvoiceDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['unpaid', 'paid'] }) status: string;
  @ApiProperty() dueDate: number;
  @ApiProperty() dateCreated: number;
  /** Canadian dollars. */
  @ApiProperty() amount: number;
  @ApiProperty() description: string;
  @ApiProperty() subscription: number;
  @ApiProperty() client: number;
  @ApiProperty() company: string;
  /** The subscription's core ID. */
  @ApiProperty({ example: 8528 }) coreId: number;
  /** The client as every list names it: 'Company — First Last' (the same as a transaction's clientName). */
  @ApiProperty() clientName: string;
  @ApiProperty({ nullable: true, type: Number }) paidAt: number | null;
}
export const toInvoiceDto = (i: Invoice & { company?: string; coreId?: number; clientName?: string }): InvoiceDto => ({
  id: i.id,
  status: i.status,
  dueDate: unix(i.dueDate),
  dateCreated: unix(i.dateCreated),
  amount: dollars(i.amount),
  description: i.description,
  subscription: i.subscriptionId,
  client: i.clientId,
  company: i.company ?? '',
  coreId: i.coreId ?? 0,
  clientName: i.clientName ?? '',
  paidAt: unixOrNull(i.paidAt),
});

const Amount = () => (target: object, key: string | symbol) => {
  IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'must be a number with at most two decimals' })(
    target,
    key,
  );
  Min(0.01, { message: 'must be greater than 0' })(target, key);
  Max(20_000_000, { message: 'is too large' })(target, key);
};

export class CreateInvoiceDto {
  @ApiProperty() @Text('long') description: string;
  /** Canadian dollars, at most two decimals, greater than 0. */
  @ApiProperty({ example: 109.5 }) @Amount() amount: number;
  @ApiProperty() @IsInt() @Min(1) subscription: number;
  /** Unix seconds; defaults to now. */
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) dueDate?: number;
}

@AcceptsReadBack(InvoiceDto)
export class UpdateInvoiceDto {
  @ApiProperty() @IsInt() @Min(1) id: number;
  @ApiProperty() @Text('long') description: string;
  @ApiProperty() @Amount() amount: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) dueDate?: number;
}

export class InvoiceStatusDto {
  @ApiProperty() @IsInt() @Min(1) id: number;
  /** Only `paid`: an invoice is marked paid once and stays paid. */
  @ApiProperty({ enum: ['paid'] }) @IsIn(['paid'], { message: 'must be paid (a paid invoice stays paid)' }) status: 'paid';
}

export class TransactionDto {
  @ApiProperty() id: number;
  @ApiProperty() dateTime: number;
  @ApiProperty() amount: number;
  @ApiProperty() description: string;
  @ApiProperty() transactionRef: string;
  @ApiProperty() client: number;
  @ApiProperty() clientName: string;
  @ApiProperty({ nullable: true, type: Number }) invoice: number | null;
}
export const toTransactionDto = (t: Transaction & { clientName?: string }): TransactionDto => ({
  id: t.id,
  dateTime: unix(t.dateTime),
  amount: dollars(t.amount),
  description: t.description,
  transactionRef: t.transactionRef,
  client: t.clientId,
  clientName: t.clientName ?? '',
  invoice: t.invoiceId,
});

export class CreateTransactionDto {
  @ApiProperty() @Text('long') description: string;
  @ApiProperty() @Text() transactionRef: string;
  @ApiProperty() @IsInt() @Min(1) client: number;
  @ApiProperty() @Amount() amount: number;
}

export class AdminStatsDto {
  /** Unpaid invoices, soonest due first (at most 100). */
  @ApiProperty({ type: [InvoiceDto] }) invoices: InvoiceDto[];
  /** Latest transactions (at most 100). */
  @ApiProperty({ type: [TransactionDto] }) transactions: TransactionDto[];
  @ApiProperty() unpaidCount: number;
  @ApiProperty() transactionCount: number;
}
