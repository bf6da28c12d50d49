import type { Schemas } from '@atrium/api-client';
import type { Command } from 'commander';
import { area } from '../../command-module.js';
import { formatDate } from '../../format.js';
import type { Columns } from '../../output.js';

export type Video = Schemas['VideoDto'];

/** `atrium videos ...`, shared by every videos/*.command.ts (users of the bms module). */
export const videosArea = (program: Command): Command =>
  area(program, 'videos', 'Videos and their likes and views (users of the bms module)');

export const videoColumns: Columns<Video> = [
  'id',
  'title',
  { header: 'Likes', value: (v) => String(v.likes) },
  { header: 'Views', value: (v) => String(v.views) },
  { header: 'Added', value: (v) => formatDate(v.createdAt) },
];
