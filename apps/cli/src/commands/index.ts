import type { CommandModule } from '../command-module.js';
import { loginCommand } from './auth/login.command.js';
import { logoutCommand } from './auth/logout.command.js';
import { whoamiCommand } from './auth/whoami.command.js';

/** Every command, in the order `atrium --help` lists them. A new command is one file and one line here. */
export const commandModules: readonly CommandModule[] = [
  loginCommand,
  whoamiCommand,
  logoutCommand,
];
