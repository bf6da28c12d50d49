import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import { argParser, parseId } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';
import { eventFields, eventsArea } from './events.view.js';

interface AddOptions extends ProjectOptions {
  name: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate?: string;
  endTime: string;
  customer: number[];
  lead: number[];
}

const collect = (value: number, previous: number[]) => [...previous, value];
const idParser = argParser(parseId);

/**
 * `atrium events add --project id --name text --description text --start-date YYYY-MM-DD --start-time HH:mm
 * [--end-date YYYY-MM-DD] --end-time HH:mm [--customer id]... [--lead id]...`: dates and 24-hour times in UTC;
 * the server checks them (and that the invitees are the project's) and says what is wrong.
 */
export const eventsAddCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(eventsArea(program).command('add').description('Add an event, with its invitees'))
      .requiredOption('--name <text>', "the event's name")
      .requiredOption('--description <text>', 'what it is about')
      .requiredOption('--start-date <date>', 'YYYY-MM-DD (UTC)')
      .requiredOption('--start-time <time>', '24-hour HH:mm (UTC)')
      .option('--end-date <date>', 'YYYY-MM-DD (UTC); default the start date')
      .requiredOption('--end-time <time>', '24-hour HH:mm (UTC)')
      .option('--customer <id>', 'invite this customer (repeatable)', (v: string, p: number[]) => collect(idParser(v), p), [])
      .option('--lead <id>', 'invite this lead (repeatable)', (v: string, p: number[]) => collect(idParser(v), p), [])
      .action(async (options: AddOptions) => {
        const project = projectOf(options, ctx);
        const { client } = await ctx.session();
        const created = await unwrap(
          client.POST('/api/sch/events', {
            body: {
              project,
              event: options.name,
              description: options.description,
              startDate: options.startDate,
              startTime: options.startTime,
              endDate: options.endDate ?? options.startDate,
              endTime: options.endTime,
            },
          }),
        );
        const invitees = [
          ...options.customer.map((typeId) => ({ tagType: 'customer' as const, typeId })),
          ...options.lead.map((typeId) => ({ tagType: 'lead' as const, typeId })),
        ];
        for (const invitee of invitees) await unwrap(client.POST('/api/sch/tags', { body: { event: created.insertId, ...invitee } }));
        ctx.result({ ...created, invitees }, () => {
          ctx.print(`Event ${created.insertId} added${invitees.length ? ` with ${invitees.length} invitee(s)` : ''}`);
          ctx.printFields(eventFields(created));
        });
      });
  },
};
