import { readdirSync } from 'node:fs';
import type { CommandGroup, CommandModule } from '../command-module.js';

/**
 * Every command group: each folder here whose `index.ts` exports a `group` (see CommandGroup), in its
 * `order`. Read from the folder, so that adding a group edits no list.
 */
async function discover(): Promise<CommandGroup[]> {
  const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory());
  const groups: CommandGroup[] = [];
  // One at a time: jest's ESM loader fails on parallel imports that share a dependency.
  for (const folder of folders) {
    const found = (await import(`./${folder.name}/index.js`)) as { group?: CommandGroup };
    if (!found.group) throw new Error(`apps/cli/src/commands/${folder.name}/index: exports no \`group\``);
    groups.push(found.group);
  }
  return groups.sort((a, b) => a.order - b.order);
}

export const commandModules: readonly CommandModule[] = (await discover()).flatMap((g) => g.commands);
