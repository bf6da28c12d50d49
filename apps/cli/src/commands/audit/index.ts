import type { CommandGroup } from '../../command-module.js';
import { auditListCommand } from './list.command.js';
import { auditVerifyCommand } from './verify.command.js';

/** The `audit` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 55,
  commands: [auditListCommand, auditVerifyCommand],
};
