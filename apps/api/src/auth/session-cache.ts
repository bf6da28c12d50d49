import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { startSessionRevocations, type ActiveSessionCache, type SessionRevocations } from '@atrium/persistence';

/** Hears session revocations from the database for as long as the app runs (the cache is idle otherwise). */
export class SessionCacheFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('sessions');
  private revocations?: SessionRevocations;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ActiveSessionCache,
    private readonly databaseUrl: string | undefined,
  ) {}

  async onModuleInit(): Promise<void> {
    this.revocations = await startSessionRevocations(this.dataSource, this.cache, {
      databaseUrl: this.databaseUrl,
      onError: (error) => this.logger.warn(`session revocations not heard, checking every session in the database: ${error.message}`),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.revocations?.stop();
  }
}
