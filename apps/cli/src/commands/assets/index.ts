import type { CommandModule } from '../../command-module.js';
import { assetsDownloadCommand } from './download.command.js';
import { assetsListCommand } from './list.command.js';
import { assetsUploadCommand } from './upload.command.js';

/** The `assets` commands, in the order `atrium --help` lists them. */
export const assetsCommands: readonly CommandModule[] = [assetsListCommand, assetsUploadCommand, assetsDownloadCommand];
