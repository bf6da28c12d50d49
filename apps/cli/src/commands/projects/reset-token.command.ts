import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { argParser, parseId } from '../../parse.js';
import { projectsArea } from './projects.view.js';

/**
 * `atrium projects reset-token <id>`: issues a new API token; the old one stops working at once (asks first
 * unless --yes). The server answers the token this once: it is printed (and in `--json`), never stored.
 */
export const projectsResetTokenCommand: CommandModule = {
  register(program, ctx) {
    projectsArea(program)
      .command('reset-token')
      .description('Issue a new API token for a project; the old one stops working at once (asks first unless --yes)')
      .argument('<id>', 'the project id', argParser(parseId))
      .action(async (id: number) => {
        const { client } = await ctx.session();
        const project = await unwrap(client.GET('/api/projects', { params: { query: { id: String(id) } } }));
        await ctx.confirmOrCancel(`Reset the API token of project ${id} (${project.projectName})? The old token stops working at once`);
        const reset = await unwrap(client.PATCH('/api/projects/token', { body: { id } }));
        ctx.result(reset, () => {
          ctx.print(`New API token for project ${id} (${reset.projectName}):`);
          ctx.print('');
          ctx.print(`    ${reset.token}`);
          ctx.print('');
          ctx.print('Store it now: it will not be shown again. The old token no longer works.');
        });
      });
  },
};
