import type { Schemas } from '@atrium/api-client';
import type { Command } from 'commander';
import { area } from '../../command-module.js';
import { formatDate } from '../../format.js';
import type { Columns } from '../../output.js';

export type SchedulerEvent = Schemas['EventDto'];

/** `atrium events ...`, shared by every events/*.command.ts (users of the sch module). */
export const eventsArea = (program: Command): Command => area(program, 'events', 'Scheduler events (users of the sch module)');

/** Events' dates and 24-hour times are UTC, as the server reads them. */
export const eventColumns: Columns<SchedulerEvent> = [
  'id',
  { header: 'Event', value: 'event' },
  { header: 'Date', value: (e) => formatDate(e.dateTime) },
  { header: 'Time (UTC)', value: (e) => `${e.time}–${e.endTime}` },
  { header: 'Description', value: 'description' },
];

export function eventFields(e: SchedulerEvent): Array<[string, unknown]> {
  return [
    ['ID', e.id],
    ['Event', e.event],
    ['Description', e.description],
    ['Starts', `${formatDate(e.dateTime)} ${e.time} UTC`],
    ['Ends', `${formatDate(e.endDateTime)} ${e.endTime} UTC`],
    ['Project', e.project],
  ];
}
