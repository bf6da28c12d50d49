import * as asm from './asm/resources';
import * as bms from './bms/resources';
import * as cms from './cms/resources';
import * as com from './com/resources';
import * as crm from './crm/resources';
import * as inv from './inv/resources';
import * as sch from './sch/resources';

/**
 * Every module's API resources, apart from its screens: the data provider needs these on every page, the
 * login page included, and must not pull the modules' screens and icons into the shell.
 */
export const moduleResources = {
  ...cms.resources,
  ...bms.resources,
  ...inv.resources,
  ...com.resources,
  ...crm.resources,
  ...sch.resources,
  ...asm.resources,
};

/** Every module screen's title, by its key under `screens.modules` of the catalogue (i18n/en.ts). */
export const moduleTitles = { ...cms.titles, ...bms.titles, ...inv.titles, ...com.titles, ...crm.titles, ...sch.titles, ...asm.titles };
