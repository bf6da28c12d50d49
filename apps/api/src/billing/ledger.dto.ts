import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { LEDGER_ENTITIES, type LedgerVerdict } from '@atrium/billing';
import { WholeNumber } from '../http/dto-fields.js';

export class LedgerVerifyQueryDto {
  /** Admins: only this client's chain (default: every client's). Clients: their own id, or nothing. */
  @ApiPropertyOptional({ example: '7' }) @IsOptional() @WholeNumber() client?: string;
}

export class LedgerHeadDto {
  @ApiProperty() seq: number;
  /** SHA-256 (hex) of the chain's last entry: kept elsewhere, it shows a later rewrite of the whole chain. */
  @ApiProperty() hash: string;
}

export class LedgerBreakDto {
  @ApiProperty() client: number;
  /** The entry where the chain breaks; null for a row that no entry records. */
  @ApiProperty({ type: Number, nullable: true }) entry: number | null;
  /** Its position in the client's chain (from 1). */
  @ApiProperty({ type: Number, nullable: true }) seq: number | null;
  @ApiProperty({ enum: LEDGER_ENTITIES }) entity: string;
  @ApiProperty() entityId: number;
  /**
   * `content-hash`: the entry was changed; `previous-link`: an entry before it was removed, inserted or changed;
   * `row-differs`: the invoice, payment or subscription no longer matches its last entry; `row-unrecorded`: no entry records it.
   */
  @ApiProperty({ enum: ['previous-link', 'content-hash', 'row-differs', 'row-unrecorded'] }) problem: string;
  @ApiProperty() message: string;
}

export class LedgerVerdictDto {
  @ApiProperty() ok: boolean;
  /** Chains checked (up to the broken one). */
  @ApiProperty() clients: number;
  @ApiProperty() entries: number;
  /** With `client`, when its chain holds. */
  @ApiPropertyOptional({ type: LedgerHeadDto }) head?: LedgerHeadDto;
  @ApiPropertyOptional({ type: LedgerBreakDto }) broken?: LedgerBreakDto;
}

export const toLedgerVerdictDto = ({ ok, clients, entries, head, broken }: LedgerVerdict): LedgerVerdictDto => ({
  ok,
  clients,
  entries,
  ...(head && { head }),
  ...(broken && {
    broken: {
      client: broken.clientId,
      entry: broken.entryId,
      seq: broken.seq,
      entity: broken.entity,
      entityId: broken.entityId,
      problem: broken.problem,
      message: broken.message,
    },
  }),
});
