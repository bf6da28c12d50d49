import type { Command } from 'commander';
import { area } from '../../command-module.js';

/** `atrium sections ...`, shared by every sections/*.command.ts (users of the cms module). */
export const sectionsArea = (program: Command): Command => area(program, 'sections', 'Content sections (users of the cms module)');

/** A file name for a section's HTML: its name where that is safe on every system, else made safe and made unique by the id. */
export function sectionFileName(section: { id: number; name: string }, taken: Set<string>): string {
  const safe =
    section.name
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .replace(/^\.+/, '_')
      .slice(0, 120) || '_';
  let file = `${safe}.html`;
  if (safe !== section.name || taken.has(file.toLowerCase())) file = `${safe}-${section.id}.html`;
  taken.add(file.toLowerCase());
  return file;
}
