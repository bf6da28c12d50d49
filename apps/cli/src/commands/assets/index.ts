import type { CommandGroup } from '../../command-module.js';
import { assetsDownloadCommand } from './download.command.js';
import { assetsListCommand } from './list.command.js';
import { assetsUploadCommand } from './upload.command.js';

/** The `assets` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 140,
  commands: [assetsListCommand, assetsUploadCommand, assetsDownloadCommand],
};
