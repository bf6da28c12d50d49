import { Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { billingStore, TypeormBillingUnitOfWork } from '@atrium/persistence';
import {
  BILLING_STORE,
  BILLING_UNIT_OF_WORK,
  CreateInvoice,
  CreateSubscription,
  DeleteInvoice,
  MarkInvoicePaid,
  QUOTE_RATES,
  RecordTransaction,
  SetSubscriptionStatus,
  UpdateInvoice,
} from '@atrium/billing';
import { AppConfig } from '../config/config.js';
import { MAILER, SYSTEM_CLOCK } from '../platform/platform.tokens.js';
import { factory, factoryAs, factoryFrom } from '../wiring.js';
import { InvoicesController } from './invoices.controller.js';
import { StatsController } from './stats.controller.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { TransactionsController } from './transactions.controller.js';

/** Subscriptions, invoices, transactions and the admin statistics (the billing context over HTTP). */
@Module({
  controllers: [SubscriptionsController, InvoicesController, TransactionsController, StatsController],
  providers: [
    factoryFrom(BILLING_STORE, billingStore, EntityManager),
    factoryFrom(QUOTE_RATES, (c: AppConfig) => c.quoteRates, AppConfig),
    factoryAs(BILLING_UNIT_OF_WORK, TypeormBillingUnitOfWork, DataSource),
    factory(CreateSubscription, BILLING_UNIT_OF_WORK, QUOTE_RATES, SYSTEM_CLOCK),
    factory(SetSubscriptionStatus, BILLING_UNIT_OF_WORK),
    factory(CreateInvoice, BILLING_UNIT_OF_WORK, MAILER, SYSTEM_CLOCK),
    factory(UpdateInvoice, BILLING_UNIT_OF_WORK),
    factory(DeleteInvoice, BILLING_UNIT_OF_WORK),
    factory(MarkInvoicePaid, BILLING_UNIT_OF_WORK, SYSTEM_CLOCK),
    factory(RecordTransaction, BILLING_UNIT_OF_WORK, SYSTEM_CLOCK),
  ],
})
export class BillingModule {}
