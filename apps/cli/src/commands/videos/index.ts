import type { CommandGroup } from '../../command-module.js';
import { videosListCommand } from './list.command.js';
import { videosStatsCommand } from './stats.command.js';
import { videosUploadCommand } from './upload.command.js';

/** The `videos` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 170,
  commands: [videosListCommand, videosStatsCommand, videosUploadCommand],
};
