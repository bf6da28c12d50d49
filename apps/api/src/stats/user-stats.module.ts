import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ReadUserStats } from '@atrium/modules';
import { CachedUserStatsReader, TypeormUserStatsReader } from '@atrium/persistence';
import { SYSTEM_CLOCK } from '../platform/platform.tokens.js';
import { factory, factoryFrom } from '../wiring.js';
import { UserStatsController } from './user-stats.controller.js';

/** The user dashboard's statistics (GET /stats/users), answered from memory while the project's version holds. */
@Module({
  controllers: [UserStatsController],
  providers: [
    factoryFrom(CachedUserStatsReader, (em: EntityManager) => new CachedUserStatsReader(new TypeormUserStatsReader(em)), EntityManager),
    factory(ReadUserStats, CachedUserStatsReader, SYSTEM_CLOCK),
  ],
})
export class UserStatsModule {}
