import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { startNotificationFeed, type ChannelListener, type NotificationFeed } from '@atrium/persistence';

/** Hears the database's announcements of changes to the public API's cached answers while the app runs. */
export class PublicCacheFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('public-cache');
  private feed?: NotificationFeed;

  constructor(
    private readonly dataSource: DataSource,
    private readonly listeners: readonly ChannelListener[],
    private readonly databaseUrl: string | undefined,
  ) {}

  async onModuleInit(): Promise<void> {
    this.feed = await startNotificationFeed(this.dataSource, this.listeners, {
      databaseUrl: this.databaseUrl,
      onError: (error) => this.logger.warn(`changes not heard, reading every API key and section from the database: ${error.message}`),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.feed?.stop();
  }
}
