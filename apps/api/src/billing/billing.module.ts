import { Module } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { billingStore, TypeormBillingUnitOfWork } from '@atrium/persistence';
import {
  CreateInvoice,
  CreateSubscription,
  DeleteInvoice,
  MarkInvoicePaid,
  RecordTransaction,
  SetSubscriptionStatus,
  UpdateInvoice,
} from '@atrium/billing';
import { AppConfig } from '../config/config.js';
import { MAILER, SYSTEM_CLOCK } from '../platform/platform.tokens.js';
import { factory, factoryAs, factoryFrom } from '../wiring.js';
import { BILLING_STORE, BILLING_UOW, QUOTE_RATES } from './billing.tokens.js';
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
    factoryAs(BILLING_UOW, TypeormBillingUnitOfWork, DataSource),
    factory(CreateSubscription, BILLING_UOW, QUOTE_RATES, SYSTEM_CLOCK),
    factory(SetSubscriptionStatus, BILLING_UOW),
    factory(CreateInvoice, BILLING_UOW, MAILER, SYSTEM_CLOCK),
    factory(UpdateInvoice, BILLING_UOW),
    factory(DeleteInvoice, BILLING_UOW),
    factory(MarkInvoicePaid, BILLING_UOW, SYSTEM_CLOCK),
    factory(RecordTransaction, BILLING_UOW, SYSTEM_CLOCK),
  ],
})
export class BillingModule {}
