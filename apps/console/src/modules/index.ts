import { screens as asm } from './asm/screens';
import { screens as bms } from './bms/screens';
import { screens as cms } from './cms/screens';
import { screens as com } from './com/screens';
import { screens as crm } from './crm/screens';
import { screens as inv } from './inv/screens';
import { screens as sch } from './sch/screens';
import type { ModuleScreens } from './module-screens';

/**
 * The project modules of the console, in the spec's module menu order. A module lives in its folder
 * (`modules/<code>/`: screens and menu group in screens.tsx; API resources, screen paths and titles in
 * resources.ts, which the shell loads, so it holds no screen or icon); a new screen or
 * resource of a module touches only that folder.
 */
export const MODULES: readonly ModuleScreens[] = [cms, bms, inv, com, crm, sch, asm];
