import { resources as asm } from './asm/resources';
import { resources as bms } from './bms/resources';
import { resources as cms } from './cms/resources';
import { resources as com } from './com/resources';
import { resources as crm } from './crm/resources';
import { resources as inv } from './inv/resources';
import { resources as sch } from './sch/resources';

/**
 * Every module's API resources, apart from its screens: the data provider needs these on every page, the
 * login page included, and must not pull the modules' screens and icons into the shell.
 */
export const moduleResources = { ...cms, ...bms, ...inv, ...com, ...crm, ...sch, ...asm };
