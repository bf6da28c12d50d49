import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { NotificationFeed } from '@atrium/persistence';

/** Hears other processes' changes while the app runs: the caches trust nothing while it does not. */
export class NotificationFeedRun implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('notifications');

  constructor(
    private readonly feed: NotificationFeed,
    private readonly databaseUrl: string | undefined,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.feed.start({
      databaseUrl: this.databaseUrl,
      onError: (error) =>
        this.logger.warn(`changes not heard, reading every session, membership, API key and section from the database: ${error.message}`),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.feed.stop();
  }
}
