import { unwrap } from '@atrium/api-client';
import { area, type CommandModule } from '../../command-module.js';
import { CliError } from '../../errors.js';
import { argParser, parseId } from '../../parse.js';

/**
 * `atrium audit verify [--client id]`: recomputes the billing ledger's hash chains on the server. Exits 0 when
 * they hold, 1 with the first broken link otherwise, so that a scheduled script can alert on it.
 */
export const auditVerifyCommand: CommandModule = {
  register(program, ctx) {
    area(program, 'audit', 'The audit trail and the billing ledger')
      .command('verify')
      .description("Check the billing ledger's hash chains: every client's (admins) or one (--client); a client checks its own")
      .option('--client <id>', 'only this client', argParser(parseId))
      .action(async (options: { client?: number }) => {
        const { client } = await ctx.session();
        const query = options.client === undefined ? {} : { client: String(options.client) };
        const verdict = await unwrap(client.GET('/api/audit/verify', { params: { query } }));
        ctx.result(verdict, () => {
          const checked = `${verdict.clients} chain${verdict.clients === 1 ? '' : 's'}, ${verdict.entries} entries`;
          if (verdict.ok) ctx.print(`Ledger verified: ${checked}${verdict.head ? `; head ${verdict.head.seq} ${verdict.head.hash}` : ''}`);
        });
        const broken = verdict.broken;
        if (broken)
          throw new CliError(
            `Ledger broken for client ${broken.client} at ${broken.entry === null ? 'no entry' : `entry ${broken.entry} (#${broken.seq})`}, ` +
              `${broken.entity} ${broken.entityId}: ${broken.problem}: ${broken.message}`,
          );
      });
  },
};
