import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TypeormLedgerReader } from '@atrium/persistence';
import { LEDGER_READER, VerifyLedger } from '@atrium/billing';
import { factory, factoryAs } from '../wiring.js';
import { LedgerController } from './ledger.controller.js';

/** The billing ledger's check (issue 22 §2); the database appends the chain itself. */
@Module({
  controllers: [LedgerController],
  providers: [factoryAs(LEDGER_READER, TypeormLedgerReader, DataSource), factory(VerifyLedger, LEDGER_READER)],
})
export class LedgerModule {}
