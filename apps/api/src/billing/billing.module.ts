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
import { factory } from '../wiring.js';
import { BILLING_STORE, QUOTE_RATES } from './billing.tokens.js';
import { InvoicesController } from './invoices.controller.js';
import { StatsController } from './stats.controller.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { TransactionsController } from './transactions.controller.js';

const UOW = TypeormBillingUnitOfWork;

/** Subscriptions, invoices, transactions and the admin statistics (the billing context over HTTP). */
@Module({
  controllers: [SubscriptionsController, InvoicesController, TransactionsController, StatsController],
  providers: [
    { provide: BILLING_STORE, useFactory: billingStore, inject: [EntityManager] },
    { provide: QUOTE_RATES, useFactory: (c: AppConfig) => c.quoteRates, inject: [AppConfig] },
    factory(UOW, DataSource),
    factory(CreateSubscription, UOW, QUOTE_RATES, SYSTEM_CLOCK),
    factory(SetSubscriptionStatus, UOW),
    factory(CreateInvoice, UOW, MAILER, SYSTEM_CLOCK),
    factory(UpdateInvoice, UOW),
    factory(DeleteInvoice, UOW),
    factory(MarkInvoicePaid, UOW, SYSTEM_CLOCK),
    factory(RecordTransaction, UOW, SYSTEM_CLOCK),
  ],
})
export class BillingModule {}
