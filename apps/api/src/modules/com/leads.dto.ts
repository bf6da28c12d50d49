import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, Min, ValidateNested } from 'class-validator';
import type { Lead, ScoredLead } from '@atrium/modules';
import { Id, OptionalText, Text, WholeNumber } from '../../http/dto-fields.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';

/** Rows one batch may carry: enough for an import, small enough for one statement. */
export const LEAD_BATCH_MAX = 500;

export class LeadDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Ada' }) firstname: string;
  @ApiProperty({ example: 'Lovelace' }) lastname: string;
  @ApiProperty({ example: '555-0101' }) phone: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  /** The user whose My Leads shows the lead. */
  @ApiProperty({ type: Number, nullable: true }) assignedTo: number | null;
  /** The lead's scoring (null: 'Lead Score: None'). */
  @ApiProperty({ type: Number, nullable: true }) scoring: number | null;
  /** Whether the lead has become a customer. */
  @ApiProperty() converted: boolean;
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toLeadDto = (l: Lead): LeadDto => ({
  id: l.id,
  firstname: l.firstname,
  lastname: l.lastname,
  phone: l.phone,
  email: l.email,
  assignedTo: l.assignedTo,
  scoring: l.scoringId,
  converted: l.converted,
  project: l.projectId,
  createdAt: unix(l.createdAt),
});

/** A lead with its scoring's label, score and colour (all null when unscored). */
export class ScoredLeadDto extends LeadDto {
  @ApiProperty({ type: String, nullable: true, example: 'Hot' }) label: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 90 }) score: number | null;
  @ApiProperty({ type: String, nullable: true, example: '#ff8800' }) color: string | null;
}
export const toScoredLeadDto = (l: ScoredLead): ScoredLeadDto => ({
  ...toLeadDto(l),
  label: l.scoring?.label ?? null,
  score: l.scoring?.score ?? null,
  color: l.scoring?.color ?? null,
});

/** The leads screen (`sorting=true`): one page of each list. */
export class SortedLeadsDto {
  /** Ranked leads (score above 0), highest score first. */
  @ApiProperty({ type: [ScoredLeadDto] }) scoredLeads: ScoredLeadDto[];
  /** Unranked leads ('Lead Score: None'), newest first. */
  @ApiProperty({ type: [ScoredLeadDto] }) unscoredLeads: ScoredLeadDto[];
  /** The leads assigned to `assigned`, newest first. */
  @ApiProperty({ type: [ScoredLeadDto] }) assignedLeads: ScoredLeadDto[];
}

export class LeadsQueryDto extends ProjectListOrOneQueryDto {
  /** `true`: answer the three lists of the leads screen instead of one list. */
  @ApiPropertyOptional({ enum: ['true'] }) @IsOptional() @IsIn(['true']) sorting?: string;
  /** The user whose assigned leads to list (My Leads): with `sorting`, or on its own as one paged list. */
  @ApiPropertyOptional({ example: '4' }) @IsOptional() @WholeNumber() assigned?: string;
  /** One paged list of the leads screen: `true` Ranked Leads (score above 0), `false` Unranked Leads. */
  @ApiPropertyOptional({ enum: ['true', 'false'] }) @IsOptional() @IsIn(['true', 'false']) ranked?: string;
  /** Only the leads with this scoring. */
  @ApiPropertyOptional({ example: '2' }) @IsOptional() @WholeNumber() scoring?: string;
}

export class LeadFieldsDto {
  @ApiProperty({ example: 'Ada' }) @Text() firstname: string;
  @ApiProperty({ example: 'Lovelace' }) @Text() lastname: string;
  @ApiProperty({ example: '555-0101' }) @Text() phone: string;
  @ApiProperty({ example: 'ada@example.com' }) @Text() email: string;
  /** A user of the project's subscription, or null. */
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Id() assignedTo?: number | null;
  /** A scoring of the lead's project (spec 2: a field of the Lead), or null for None. */
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Id() scoring?: number | null;
}

/** The Lead's fields as the domain names them: `scoring` is the scoring's id. */
export const leadInputOf = ({ scoring, ...fields }: LeadFieldsDto) => ({ ...fields, scoringId: scoring });

export class CreateLeadDto extends LeadFieldsDto {
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(LeadDto)
export class UpdateLeadDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @OptionalText() firstname?: string;
  @ApiPropertyOptional() @OptionalText() lastname?: string;
  @ApiPropertyOptional() @OptionalText() phone?: string;
  @ApiPropertyOptional() @OptionalText() email?: string;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Id() assignedTo?: number | null;
  /** A scoring of the lead's project; null sets the score to None. */
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Id() scoring?: number | null;
}

/** Either `ids` (answers those leads) or `leads` (creates them all, or none) with `project`. */
export class LeadBatchDto {
  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LEAD_BATCH_MAX)
  @IsInt({ each: true })
  @Min(1, { each: true })
  ids?: number[];

  @ApiPropertyOptional({ type: [LeadFieldsDto] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(LEAD_BATCH_MAX)
  @ValidateNested({ each: true })
  @Type(() => LeadFieldsDto)
  leads?: LeadFieldsDto[];

  /** The project the new leads go to (with `leads`). */
  @ApiPropertyOptional() @IsOptional() @Id() project?: number;
}

export class ConvertLeadDto {
  @ApiProperty() @Id() id: number;
  /** The customer group of the new customer (one of the project's); without it, the project's "Converted leads". */
  @ApiPropertyOptional() @IsOptional() @Id() customerGroup?: number;
  @ApiProperty() @Id() project: number;
}

export class ConvertedLeadDto {
  /** The customer the lead became. */
  @ApiProperty() customerId: number;
}
