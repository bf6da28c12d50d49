import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { CliError, isApiError, networkReason } from '../../errors.js';

/**
 * `atrium logout`: revokes the saved session at the server that issued it, then forgets it.
 * If the server cannot revoke it (unreachable, 5xx), the login is kept so that a retry can; a 401 means
 * it was already invalid, which is as good as revoked.
 */
export const logoutCommand: CommandModule = {
  register(program, ctx) {
    program
      .command('logout')
      .description('Revoke the saved session and forget it')
      .action(async () => {
        // A damaged file holds no usable token: it is just removed.
        const credentials = await ctx.credentials.read().catch(() => null);
        if (credentials) {
          const client = ctx.client(credentials.server, credentials.token);
          try {
            await unwrap(client.POST('/api/auth/logout'));
          } catch (error) {
            if (isApiError(error) && error.statusCode === 401) {
              // already invalid: nothing left to revoke
            } else if (isApiError(error) && error.statusCode === 0) {
              throw new CliError(
                `Cannot reach ${credentials.server} to revoke the session (${networkReason(error)}); still signed in, retry later or delete ${ctx.credentials.file} to forget it`,
              );
            } else {
              throw error;
            }
          }
        }
        const existed = await ctx.credentials.delete();
        const message = credentials || existed ? 'Signed out' : 'Already signed out';
        ctx.result({ signedOut: true, server: credentials?.server ?? null }, () => ctx.print(message));
      });
  },
};
