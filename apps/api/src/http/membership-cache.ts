import { Logger, type OnModuleDestroy, type OnModuleInit, type Provider } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { CachedMembershipRepository, startNotificationFeed, TypeormAccessRepository, type NotificationFeed } from '@atrium/persistence';
import { ResolveScope } from '@atrium/tenancy';
import { AppConfig } from '../config/config.js';
import { factory, factoryFrom } from '../wiring.js';

/** Hears the database's announcements of membership changes while the app runs (the cache is idle otherwise). */
class MembershipCacheFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('memberships');
  private feed?: NotificationFeed;

  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: CachedMembershipRepository,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.feed = await startNotificationFeed(this.dataSource, [this.memberships.listener], {
      databaseUrl: this.config.databaseUrl,
      onError: (error) => this.logger.warn(`membership changes not heard, reading every membership from the database: ${error.message}`),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.feed?.stop();
  }
}

/** The guard's `ResolveScope` over the membership cache, and the feed that keeps the cache true. */
export const membershipProviders: Provider[] = [
  factoryFrom(
    CachedMembershipRepository,
    (em: EntityManager) => new CachedMembershipRepository(new TypeormAccessRepository(em)),
    EntityManager,
  ),
  factory(ResolveScope, CachedMembershipRepository),
  factory(MembershipCacheFeed, DataSource, CachedMembershipRepository, AppConfig),
];
