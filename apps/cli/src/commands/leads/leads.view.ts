import type { Schemas } from '@atrium/api-client';
import type { Command } from 'commander';
import { area } from '../../command-module.js';
import { formatDate, fullName } from '../../format.js';
import type { Columns } from '../../output.js';

export type Lead = Schemas['LeadDto'];

/** `atrium leads ...`, shared by every leads/*.command.ts (users of the com module). */
export const leadsArea = (program: Command): Command => area(program, 'leads', 'Communications leads (users of the com module)');

export const leadColumns: Columns<Lead> = [
  'id',
  { header: 'Name', value: (l) => fullName(l.firstname, l.lastname) },
  { header: 'E-mail', value: 'email' },
  'phone',
  { header: 'Scoring', value: (l) => l.scoring ?? 'None' },
  { header: 'Converted', value: (l) => (l.converted ? 'yes' : 'no') },
];

export function leadFields(l: Lead): Array<[string, unknown]> {
  return [
    ['ID', l.id],
    ['Name', fullName(l.firstname, l.lastname)],
    ['E-mail', l.email],
    ['Phone', l.phone],
    ['Assigned to', l.assignedTo ?? '—'],
    ['Scoring', l.scoring ?? 'None'],
    ['Converted', l.converted ? 'yes' : 'no'],
    ['Project', l.project],
    ['Added', formatDate(l.createdAt)],
  ];
}
