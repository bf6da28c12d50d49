import type { AccessRepository, Membership } from '@atrium/tenancy';
import { MEMBERSHIPS_CHANGED_CHANNEL } from '../cache/channels.js';
import type { ChannelListener } from '../cache/notification-feed.js';
import { NotifiedCache } from '../cache/notified-cache.js';

/**
 * The guard's membership statement (decision 0006), asked on every module request, answered from memory
 * once read. The cache trusts nothing while the database's notifications are not heard, and a read that
 * overlapped a change is not remembered (see NotifiedCache), so a deactivated subscription, a removed module
 * or a moved project is refused at once in this process (the writing repository forgets once it commits,
 * own-writes.ts) and within milliseconds in the others. A user without a subscription (null) is not kept.
 */
export class CachedMembershipRepository implements AccessRepository {
  readonly cache = new NotifiedCache<Membership>(100_000);
  readonly listener: ChannelListener = {
    channel: MEMBERSHIPS_CHANGED_CHANNEL,
    heard: (personId) => (personId ? this.cache.forget(personId) : this.cache.forgetAll()),
    setHearing: (hearing) => this.cache.setHearing(hearing),
  };

  constructor(private readonly store: AccessRepository) {}

  async membershipOf(userId: number, projectId?: number): Promise<Membership | null> {
    const user = String(userId);
    const project = projectId === undefined ? '' : String(projectId);
    const cached = this.cache.get(user, project);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const membership = await this.store.membershipOf(userId, projectId);
    // Shared by every request that hits it: frozen, so that no caller can change another's answer.
    if (membership)
      this.cache.remember(user, project, Object.freeze({ ...membership, modules: Object.freeze([...membership.modules]) }), ticket);
    return membership;
  }

  projectOfTokenHash(hash: string): ReturnType<AccessRepository['projectOfTokenHash']> {
    return this.store.projectOfTokenHash(hash);
  }
}
