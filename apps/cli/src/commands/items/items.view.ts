import type { Schemas } from '@atrium/api-client';
import type { Command } from 'commander';
import { area } from '../../command-module.js';
import { UsageError } from '../../errors.js';
import { formatDate, formatMoney } from '../../format.js';
import type { Columns } from '../../output.js';

type Item = Schemas['ItemDto'];
export type ItemStatus = Item['status'];

/** `atrium items ...`, shared by every items/*.command.ts (users of the inv module). */
export const itemsArea = (program: Command): Command => area(program, 'items', 'Inventory items (users of the inv module)');

/** Item status codes (spec 2 §4): 0 Available, 1 Hold, 2 Sold. */
export const STATUS_NAMES = ['Available', 'Hold', 'Sold'] as const;

/** A status as a code (0, 1, 2) or a name (available, hold, sold, any case). */
export function parseStatus(raw: string): ItemStatus {
  const byName = STATUS_NAMES.findIndex((name) => name.toLowerCase() === raw.toLowerCase());
  const code = byName >= 0 ? byName : /^[012]$/.test(raw) ? Number(raw) : -1;
  if (code < 0) throw new UsageError(`The status is 0 (Available), 1 (Hold) or 2 (Sold), not "${raw}"`);
  return code as ItemStatus;
}

export const itemColumns: Columns<Item> = [
  'id',
  'item',
  { header: 'Cost', value: (i) => formatMoney(i.cost) },
  { header: 'Status', value: (i) => STATUS_NAMES[i.status] },
  { header: 'Added', value: (i) => formatDate(i.createdAt) },
];
