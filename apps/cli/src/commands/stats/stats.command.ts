import { Argument } from 'commander';
import { unwrap, type Schemas } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { UsageError } from '../../errors.js';
import { argParser, parseDate } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';

const DATASETS = ['newleads', 'engagements', 'submissions', 'customers', 'likes', 'views'] as const;
const DAY = 86_400;

/** `--from`/`--to`: unix seconds, or a day YYYY-MM-DD (UTC; for `--to`, the whole day). */
function moment(endOfDay: boolean) {
  return (raw: string): number => {
    if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
    try {
      return parseDate(raw) + (endOfDay ? DAY - 1 : 0);
    } catch {
      throw new UsageError(`Expected unix seconds or a date as YYYY-MM-DD, not "${raw}"`);
    }
  };
}

interface StatsOptions extends ProjectOptions {
  from?: number;
  to?: number;
}

/** `atrium stats <dataset> [--from t] [--to t] --project id`: one series of the user dashboard, per day. */
export const statsCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(
      program
        .command('stats')
        .description("One series of a project's dashboard, per day in the project's time zone (users)")
        .addArgument(new Argument('<dataset>', 'the series').choices(DATASETS)),
    )
      .option('--from <time>', 'unix seconds or YYYY-MM-DD (default: 600000 seconds before --to)', argParser(moment(false)))
      .option('--to <time>', 'unix seconds or YYYY-MM-DD, included (default: now)', argParser(moment(true)))
      .action(async (dataset: (typeof DATASETS)[number], options: StatsOptions) => {
        const project = projectOf(options, ctx);
        const { client } = await ctx.session();
        const query = {
          project: String(project),
          dataset,
          ...(options.from !== undefined ? { from: String(options.from) } : {}),
          ...(options.to !== undefined ? { to: String(options.to) } : {}),
        };
        const stats: Schemas['UserStatsDto'] = await unwrap(client.GET('/api/stats/users', { params: { query } }));
        const [series] = stats.series;
        ctx.result(stats, () => {
          ctx.printTable(series.points, [
            { header: 'Day', value: 'day' },
            { header: 'Count', value: 'count', align: 'right' },
          ]);
          ctx.print(`${series.label}: ${series.total} in all (days in ${stats.timeZone})`);
        });
      });
  },
};
