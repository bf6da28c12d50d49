import type { Command } from 'commander';
import { area } from '../../command-module.js';

/** `atrium projects ...`, shared by every projects/*.command.ts. */
export const projectsArea = (program: Command): Command => area(program, 'projects', 'Projects and their API tokens');
