import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { UsageError } from '../../errors.js';
import { argParser, parseId } from '../../parse.js';
import { leadsArea } from './leads.view.js';

/** A scoring id, or `none` (spec 2: the first option of Set Score is None). */
function parseScoring(raw: string): number | null {
  if (raw.toLowerCase() === 'none') return null;
  try {
    return parseId(raw);
  } catch {
    throw new UsageError(`The scoring is an id or "none", not "${raw}"`);
  }
}

/** `atrium leads score <id> <scoring|none>` */
export const leadsScoreCommand: CommandModule = {
  register(program, ctx) {
    leadsArea(program)
      .command('score')
      .description("Set a lead's score (a scoring id of its project), or none")
      .argument('<id>', 'the lead id', argParser(parseId))
      .argument('<scoring>', 'a scoring id, or none', argParser(parseScoring))
      .action(async (id: number, scoring: number | null) => {
        const { client } = await ctx.session();
        await unwrap(client.PATCH('/api/com/leads', { body: { id, scoring } }));
        ctx.result({ id, scoring }, () => ctx.print(scoring === null ? `Lead ${id}: Lead Score: None` : `Lead ${id}: scoring ${scoring}`));
      });
  },
};
