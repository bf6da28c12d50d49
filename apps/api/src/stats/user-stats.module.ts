import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ReadUserStats } from '@atrium/modules';
import { TypeormUserStatsReader } from '@atrium/persistence';
import { SYSTEM_CLOCK } from '../platform/platform.tokens.js';
import { factory } from '../wiring.js';
import { UserStatsController } from './user-stats.controller.js';

/** The user dashboard's statistics (GET /stats/users). */
@Module({
  controllers: [UserStatsController],
  providers: [factory(TypeormUserStatsReader, EntityManager), factory(ReadUserStats, TypeormUserStatsReader, SYSTEM_CLOCK)],
})
export class UserStatsModule {}
