import { unwrap, type Schemas } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { UsageError } from '../../errors.js';
import { clientFields, clientsArea } from './clients.view.js';

type NewClient = Schemas['CreateClientDto'];

/** The fields of a new client, in the order they are asked for. */
const FIELDS: ReadonlyArray<{ key: keyof NewClient; flag: string; question: string; secret?: boolean }> = [
  { key: 'firstname', flag: '--firstname', question: 'First name:' },
  { key: 'lastname', flag: '--lastname', question: 'Last name:' },
  { key: 'company', flag: '--company', question: 'Company:' },
  { key: 'email', flag: '--email', question: 'E-mail:' },
  { key: 'phone', flag: '--phone', question: 'Phone:' },
  { key: 'password', flag: '--password', question: 'Password:', secret: true },
];

/** `atrium clients add [--firstname ...] ...`: what is not given as a flag is asked for. */
export const clientsAddCommand: CommandModule = {
  register(program, ctx) {
    clientsArea(program)
      .command('add')
      .description('Add a client (asks for what is not given)')
      .option('--firstname <name>', "the owner's first name")
      .option('--lastname <name>', "the owner's last name")
      .option('--company <name>', 'the company')
      .option('--email <email>', 'the sign-in e-mail (unique)')
      .option('--phone <phone>', 'the phone number')
      .option('--password <password>', 'the first password (asked for when missing; a flag shows in the process list)')
      .action(async (options: Partial<NewClient>) => {
        const given = (key: keyof NewClient) => (key === 'password' ? options.password : options[key]?.trim()) || undefined;
        const missing = FIELDS.filter((f) => !given(f.key));
        if (missing.length > 0 && !ctx.deps.interactive) {
          throw new UsageError(`Missing ${missing.map((f) => f.flag).join(', ')} (stdin is not a terminal, so they cannot be asked for)`);
        }
        const { client } = await ctx.session();
        const body = {} as NewClient;
        for (const field of FIELDS) {
          body[field.key] = given(field.key) ?? (await ctx.ask(field.question, field.flag, { secret: field.secret }));
        }
        const created = await unwrap(client.POST('/api/clients', { body }));
        ctx.result(created, () => {
          ctx.print(`Client ${created.id} added`);
          ctx.printFields(clientFields(created));
        });
      });
  },
};
