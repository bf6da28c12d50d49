import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { systemClock } from '@atrium/kernel';
import { billingStore, billingUnitOfWork } from '@atrium/persistence';
import {
  CreateInvoice,
  CreateSubscription,
  DeleteInvoice,
  MarkInvoicePaid,
  RecordTransaction,
  SetSubscriptionStatus,
  UpdateInvoice,
  type QuoteRates,
} from '@atrium/billing';
import { AppConfig } from '../config/config.js';
import { MAILER } from '../platform/platform.tokens.js';
import { BILLING_STORE, QUOTE_RATES } from './billing.tokens.js';
import { InvoicesController } from './invoices.controller.js';
import { StatsController } from './stats.controller.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { TransactionsController } from './transactions.controller.js';
import type { Mailer } from '@atrium/kernel';

const uow = (ds: DataSource) => billingUnitOfWork(ds);

/** Subscriptions, invoices, transactions and the admin statistics (the billing context over HTTP). */
@Module({
  controllers: [SubscriptionsController, InvoicesController, TransactionsController, StatsController],
  providers: [
    { provide: BILLING_STORE, useFactory: (ds: DataSource) => billingStore(ds.manager), inject: [DataSource] },
    { provide: QUOTE_RATES, useFactory: (c: AppConfig) => c.quoteRates, inject: [AppConfig] },
    {
      provide: CreateSubscription,
      useFactory: (ds: DataSource, r: QuoteRates) => new CreateSubscription(uow(ds), r, systemClock),
      inject: [DataSource, QUOTE_RATES],
    },
    { provide: SetSubscriptionStatus, useFactory: (ds: DataSource) => new SetSubscriptionStatus(uow(ds)), inject: [DataSource] },
    {
      provide: CreateInvoice,
      useFactory: (ds: DataSource, m: Mailer) => new CreateInvoice(uow(ds), m, systemClock),
      inject: [DataSource, MAILER],
    },
    { provide: UpdateInvoice, useFactory: (ds: DataSource) => new UpdateInvoice(uow(ds)), inject: [DataSource] },
    { provide: DeleteInvoice, useFactory: (ds: DataSource) => new DeleteInvoice(uow(ds)), inject: [DataSource] },
    { provide: MarkInvoicePaid, useFactory: (ds: DataSource) => new MarkInvoicePaid(uow(ds), systemClock), inject: [DataSource] },
    { provide: RecordTransaction, useFactory: (ds: DataSource) => new RecordTransaction(uow(ds), systemClock), inject: [DataSource] },
  ],
})
export class BillingModule {}
