import type { ApiKeyRepository, ProjectOfApiKey } from '@atrium/tenancy';
import { API_KEYS_CHANGED_CHANNEL } from '../cache/channels.js';
import type { ChannelListener } from '../cache/notification-feed.js';
import { NotifiedCache } from '../cache/notified-cache.js';

/**
 * The public API's key check without a database round trip once a key has been seen. Only keys that open
 * a project are kept (an unknown key is read every time: a guesser gains nothing), and every change heard
 * on the channel forgets every key: resets and subscription changes are rare, and a reset key must fail at
 * once, in this process as soon as the reset commits (the writing repository forgets, own-writes.ts), in the
 * others within milliseconds.
 */
export class CachedApiKeyRepository implements ApiKeyRepository {
  readonly cache = new NotifiedCache<ProjectOfApiKey>(50_000);
  readonly listener: ChannelListener = {
    channel: API_KEYS_CHANGED_CHANNEL,
    heard: () => this.cache.forgetAll(),
    setHearing: (hearing) => this.cache.setHearing(hearing),
  };

  constructor(private readonly store: ApiKeyRepository) {}

  async projectOfTokenHash(hash: string): Promise<ProjectOfApiKey | null> {
    const cached = this.cache.get('', hash);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const project = await this.store.projectOfTokenHash(hash);
    if (project) this.cache.remember('', hash, project, ticket);
    return project;
  }
}
