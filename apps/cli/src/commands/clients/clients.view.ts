import type { Schemas } from '@atrium/api-client';
import type { Command } from 'commander';
import { area } from '../../command-module.js';
import { formatDate, fullName } from '../../format.js';
import type { Columns } from '../../output.js';

export type Client = Schemas['ClientDto'];

/** `atrium clients ...`, shared by every clients/*.command.ts. */
export const clientsArea = (program: Command): Command => area(program, 'clients', 'Client accounts (admins)');

export const clientColumns: Columns<Client> = [
  'id',
  { header: 'Name', value: (c) => fullName(c.firstname, c.lastname) },
  'company',
  { header: 'E-mail', value: 'email' },
  'phone',
  { header: 'Created', value: (c) => formatDate(c.createdAt) },
];

export function clientFields(c: Client): Array<[string, unknown]> {
  return [
    ['ID', c.id],
    ['Name', fullName(c.firstname, c.lastname)],
    ['Company', c.company],
    ['E-mail', c.email],
    ['Phone', c.phone],
    ['Created', formatDate(c.createdAt)],
  ];
}
