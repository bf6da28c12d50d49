import type { CommandModule } from '../../command-module.js';
import { loginCommand } from './login.command.js';
import { logoutCommand } from './logout.command.js';
import { whoamiCommand } from './whoami.command.js';

/** The `auth` commands, in the order `atrium --help` lists them. */
export const authCommands: readonly CommandModule[] = [loginCommand, whoamiCommand, logoutCommand];
