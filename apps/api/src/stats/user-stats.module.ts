import { Logger, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ReadUserStats } from '@atrium/modules';
import { CachedUserStatsReader, startNotificationFeed, TypeormUserStatsReader, type NotificationFeed } from '@atrium/persistence';
import { AppConfig } from '../config/config.js';
import { SYSTEM_CLOCK } from '../platform/platform.tokens.js';
import { factory } from '../wiring.js';
import { UserStatsController } from './user-stats.controller.js';

/** Hears the counters' announcements of changed counts while the app runs (the cache is idle otherwise). */
class UserStatsCacheFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('user-stats');
  private feed?: NotificationFeed;

  constructor(
    private readonly dataSource: DataSource,
    private readonly stats: CachedUserStatsReader,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.feed = await startNotificationFeed(this.dataSource, [this.stats.listener], {
      databaseUrl: this.config.databaseUrl,
      applicationName: 'atrium-stats-notifications',
      onError: (error) => this.logger.warn(`count changes not heard, reading every dashboard from the database: ${error.message}`),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.feed?.stop();
  }
}

/** The user dashboard's statistics (GET /stats/users), answered from memory until the project's counts change. */
@Module({
  controllers: [UserStatsController],
  providers: [
    {
      provide: CachedUserStatsReader,
      useFactory: (em: EntityManager, config: AppConfig) =>
        new CachedUserStatsReader(new TypeormUserStatsReader(em, { embedded: config.databaseUrl === undefined })),
      inject: [EntityManager, AppConfig],
    },
    factory(UserStatsCacheFeed, DataSource, CachedUserStatsReader, AppConfig),
    factory(ReadUserStats, CachedUserStatsReader, SYSTEM_CLOCK),
  ],
})
export class UserStatsModule {}
