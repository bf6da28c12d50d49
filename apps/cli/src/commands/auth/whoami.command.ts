import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';

/** `atrium whoami`: checks the saved session with the server and shows who it belongs to. */
export const whoamiCommand: CommandModule = {
  register(program, ctx) {
    program
      .command('whoami')
      .description('Show who is signed in (checked with the server)')
      .action(async () => {
        const { credentials, client } = await ctx.session();
        // A 401 here renders as 'Not signed in: the saved session has expired...' (see errors.ts).
        const claims = await unwrap(client.POST('/api/auth/validate', { body: { token: credentials.token } }));
        const me = {
          email: claims.email,
          usertype: claims.usertype,
          userId: claims.userId,
          firstname: claims.firstname,
          server: credentials.server,
        };
        ctx.result(me, () =>
          ctx.printFields([
            ['Email', me.email],
            ['Type', me.usertype],
            ['First name', me.firstname],
            ['Server', me.server],
          ]),
        );
      });
  },
};
