import type { StatsDay, UserStatsReader } from '@atrium/modules';
import type { ChannelListener } from '../../cache/notification-feed.js';
import { NotifiedCache } from '../../cache/notified-cache.js';
import { NextRun } from '../../database/next-run.js';

/**
 * Where the counters' triggers (migration 1764300000000) announce a project whose counts changed (payload:
 * its id), and its time-zone change; no payload: every project (a truncate).
 */
export const STATS_CHANGED_CHANNEL = 'atrium_stats_changed';

type Answer = Awaited<ReturnType<UserStatsReader['daily']>>;

/** About 6 × 400 numbers at most per answer: 20,000 answers stay well under 100 MB. */
const CAPACITY_DAYS = 2_000_000;

/**
 * The dashboard's answers per project and exact range (resolved seconds: a range ending "now" is a new key
 * every second), kept in memory until the project's counts change (decision 0008). Nothing is trusted
 * while the notifications are not heard, and a read that overlapped a change is not remembered (see
 * NotifiedCache). Identical reads asked while one runs wait for the next run (NextRun), which answers from
 * the cache when the first one's answer is still good: the first second of a new range costs one statement
 * per process, not one per waiting connection.
 */
export class CachedUserStatsReader implements UserStatsReader {
  readonly cache = new NotifiedCache<Answer>(CAPACITY_DAYS, (a) => a.days.length + 1);
  private readonly runs = new NextRun<Answer>();
  readonly listener: ChannelListener = {
    channel: STATS_CHANGED_CHANNEL,
    heard: (project) => (project ? this.cache.forget(project) : this.cache.forgetAll()),
    setHearing: (hearing) => this.cache.setHearing(hearing),
  };

  constructor(private readonly store: UserStatsReader) {}

  async daily(projectId: number, from: number, toExclusive: number): Promise<Answer> {
    const project = String(projectId);
    const range = `${from}-${toExclusive}`;
    const cached = this.cache.get(project, range);
    if (cached) return cached;
    return this.runs.run(`${project}:${range}`, async () => {
      // A run queued behind another finds that one's answer here, if no change was heard since it began.
      const kept = this.cache.get(project, range);
      if (kept) return kept;
      const ticket = this.cache.ticket();
      const answer = await this.store.daily(projectId, from, toExclusive);
      // Shared by every request that hits it: frozen, so that no caller can change another's answer.
      const frozen: Answer = Object.freeze({
        timeZone: answer.timeZone,
        days: Object.freeze(answer.days.map((d) => Object.freeze(d))) as StatsDay[],
      });
      this.cache.remember(project, range, frozen, ticket);
      return frozen;
    });
  }
}
