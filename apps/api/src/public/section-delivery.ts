import { findOrFail, projectOf, type TenantScope } from '@atrium/kernel';
import { SectionNotFound, type SectionRepository } from '@atrium/modules';
import { NotifiedCache, SECTIONS_CHANGED_CHANNEL, type ChannelListener } from '@atrium/persistence';
import { cacheableAnswer, type CacheableAnswer } from '../http/cacheable.js';
import { toPublicSectionDto } from '../modules/cms/sections.dto.js';

/** At most this many bytes of section answers in memory per process (a section's code may reach 1 MB). */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The public delivery of a section by name (CONTRACT §7), its hottest read: the answer's bytes and ETag
 * are kept per project and name until a write to that project's sections is announced (by the writing
 * repository in this process, own-writes.ts; by the database's notification from the others), so a
 * delivery costs neither a query nor a serialisation nor a hash. Unknown names are read every time.
 */
export class SectionDelivery {
  private readonly cache = new NotifiedCache<CacheableAnswer>(CACHE_BYTES, (a) => a.json.length + 200);
  readonly listener: ChannelListener = {
    channel: SECTIONS_CHANGED_CHANNEL,
    heard: (payload) => (payload ? this.cache.forget(payload) : this.cache.forgetAll()),
    setHearing: (hearing) => this.cache.setHearing(hearing),
  };

  constructor(private readonly sections: SectionRepository) {}

  async byName(name: string, scope: TenantScope): Promise<CacheableAnswer> {
    const project = String(projectOf(scope).projectId);
    const cached = this.cache.get(project, name);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const answer = cacheableAnswer(toPublicSectionDto(await findOrFail(this.sections.byName(name, scope), SectionNotFound)));
    this.cache.remember(project, name, answer, ticket);
    return answer;
  }
}
