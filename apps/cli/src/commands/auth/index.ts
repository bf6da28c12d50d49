import type { CommandGroup } from '../../command-module.js';
import { loginCommand } from './login.command.js';
import { logoutCommand } from './logout.command.js';
import { whoamiCommand } from './whoami.command.js';

/** The `auth` commands, in the order `atrium --help` lists them; `order` places the group among the others. */
export const group: CommandGroup = {
  order: 10,
  commands: [loginCommand, whoamiCommand, logoutCommand],
};
