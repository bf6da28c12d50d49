import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { argParser, parseId } from '../../parse.js';
import { videosArea } from './videos.view.js';

/** `atrium videos stats <id>`: a video's likes and views. */
export const videosStatsCommand: CommandModule = {
  register(program, ctx) {
    videosArea(program)
      .command('stats')
      .description("Show a video's likes and views")
      .argument('<id>', 'the video id', argParser(parseId))
      .action(async (id: number) => {
        const { client } = await ctx.session();
        const stats = await unwrap(client.GET('/api/bms/videos/stats', { params: { query: { id: String(id) } } }));
        ctx.result(stats, () =>
          ctx.printFields([
            ['Likes', String(stats.likes)],
            ['Views', String(stats.views)],
          ]),
        );
      });
  },
};
