import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import type { Credentials } from '../../credentials-store.js';

/** `atrium login [--email e] [--password p]`: signs in and saves the credential for later commands. */
export const loginCommand: CommandModule = {
  register(program, ctx) {
    program
      .command('login')
      .description('Sign in and save the session for later commands')
      .option('--email <email>', 'your e-mail (asked for when missing)')
      .option('--password <password>', 'your password (asked for when missing; prefer the prompt, a flag shows in the process list)')
      .action(async (opts: { email?: string; password?: string }) => {
        const { url: server } = await ctx.server();
        const email = opts.email?.trim() || (await ctx.ask('E-mail:', '--email'));
        const password = opts.password || (await ctx.ask('Password:', '--password', { secret: true }));

        const client = await ctx.anonymousClient();
        const session = await unwrap(client.POST('/api/auth/login', { body: { email, password } }));
        const credentials: Credentials = {
          server,
          token: session.token,
          usertype: session.usertype,
          userId: session.userId,
          firstname: session.firstname,
          email: session.email,
        };
        await ctx.credentials.save(credentials);

        const { token: _token, ...shown } = credentials; // the token stays in the credentials file
        ctx.result(shown, () => ctx.print(`Signed in to ${server} as ${session.email} (${session.usertype})`));
      });
  },
};
