import type { ProjectScope } from '@atrium/kernel';
import type { StatsDay, UserStatsReader } from '@atrium/modules';
import { BoundedCache } from '../../cache/bounded-cache.js';
import { NextRun } from '../../database/next-run.js';
import type { VersionedUserStatsReader } from './typeorm-user-stats.reader.js';

type Answer = Awaited<ReturnType<UserStatsReader['daily']>>;

interface Kept {
  version: string;
  answer: Answer;
}

/** About 6 × 400 numbers at most per answer: 20,000 answers stay well under 100 MB. */
const CAPACITY_DAYS = 2_000_000;

/**
 * The dashboard's answers per project and exact range (resolved seconds: a range ending "now" is a new key
 * every second; an answer holds all six series), each kept with the project's version read in the same
 * snapshot (decision 0008). A kept answer is given only after reading the project's version again and
 * finding it equal: versions only grow, so no counted commit came in between, from any process. Version
 * reads of one project asked while one runs share the next one, read after they arrived (NextRun); so do
 * identical misses, and that run checks the version before running the statement again: the first second
 * of a new range costs one statement per process, not one per connection.
 */
export class CachedUserStatsReader implements UserStatsReader {
  private readonly kept = new BoundedCache<string, Kept>({ max: CAPACITY_DAYS, weigh: (entry) => entry.answer.days.length + 1 });
  private readonly runs = new NextRun<Answer>();
  private readonly versionRuns = new NextRun<string | undefined>();

  constructor(private readonly store: VersionedUserStatsReader) {}

  /** The answer kept for a range, whatever its version (for the specs). */
  keptAnswer({ projectId }: ProjectScope, from: number, toExclusive: number): Answer | undefined {
    return this.kept.get(`${projectId}:${from}-${toExclusive}`)?.answer;
  }

  async daily(project: ProjectScope, from: number, toExclusive: number): Promise<Answer> {
    const key = `${project.projectId}:${from}-${toExclusive}`;
    const stale = this.kept.get(key);
    if (stale && (await this.version(project)) === stale.version) return stale.answer;
    return this.runs.run(key, async () => {
      // A run queued behind another may find that one's answer, still good if the version did not move.
      const kept = this.kept.get(key);
      if (kept && kept !== stale && (await this.version(project)) === kept.version) return kept.answer;
      const { version, answer } = await this.store.versioned(project, from, toExclusive);
      // Shared by every request that hits it: frozen, so that no caller can change another's answer.
      const frozen: Answer = Object.freeze({
        timeZone: answer.timeZone,
        days: Object.freeze(answer.days.map((d) => Object.freeze(d))) as StatsDay[],
      });
      if (version !== undefined) this.kept.set(key, { version, answer: frozen });
      return frozen;
    });
  }

  /** Read after the request arrived; concurrent asks of one project share the next read (NextRun). */
  private version(project: ProjectScope): Promise<string | undefined> {
    return this.versionRuns.run(String(project.projectId), () => this.store.version(project));
  }
}
