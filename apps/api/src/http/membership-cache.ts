import type { Provider } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CachedMembershipRepository, NotificationFeed, TypeormAccessRepository } from '@atrium/persistence';
import { ResolveScope } from '@atrium/tenancy';
import { factory, factoryFrom } from '../wiring.js';

/** The guard's `ResolveScope` over the membership cache, fed by the process's notifications. */
export const membershipProviders: Provider[] = [
  factoryFrom(
    CachedMembershipRepository,
    (em: EntityManager, feed: NotificationFeed) => feed.add(new CachedMembershipRepository(new TypeormAccessRepository(em))),
    EntityManager,
    NotificationFeed,
  ),
  factory(ResolveScope, CachedMembershipRepository),
];
