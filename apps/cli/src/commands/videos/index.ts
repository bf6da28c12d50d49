import type { CommandModule } from '../../command-module.js';
import { videosListCommand } from './list.command.js';
import { videosStatsCommand } from './stats.command.js';
import { videosUploadCommand } from './upload.command.js';

/** The `videos` commands, in the order `atrium --help` lists them. */
export const videosCommands: readonly CommandModule[] = [videosListCommand, videosStatsCommand, videosUploadCommand];
