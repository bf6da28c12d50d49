import type { FIELD_LABELS } from '@atrium/api-client';
import { titlesFr as asm } from '../modules/asm/fr';
import { titlesFr as bms } from '../modules/bms/fr';
import { titlesFr as cms } from '../modules/cms/fr';
import { titlesFr as com } from '../modules/com/fr';
import { resourcesFr as crmResources, titlesFr as crm } from '../modules/crm/fr';
import { titlesFr as inv } from '../modules/inv/fr';
import { titlesFr as sch } from '../modules/sch/fr';
import type { moduleResources, moduleTitles } from '../modules/resources';

type Labels = typeof FIELD_LABELS;
type Resources = typeof moduleResources;
type Named = { [R in keyof Resources]: Resources[R] extends { name: string } ? R : never }[keyof Resources];
type RecordOf<R extends Named> = Resources[R] extends { record: infer S extends keyof Labels } ? S : never;
type OwnFields<R extends Named> = Resources[R] extends { fields: infer F } ? keyof F : never;

/** The API document's field labels (FIELD_LABELS of the API client) in French: every schema, every field. */
const fieldLabels = {
  CustomerDto: {
    id: 'Numéro',
    firstname: 'Prénom',
    lastname: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    address: 'Adresse',
    city: 'Ville',
    province: 'Province',
    customerGroup: 'Groupe de clients',
    assignedTo: 'Assigné à',
    converted: "Converti d'un prospect",
    leadId: 'Numéro du prospect',
    createdAt: 'Ajouté le',
  },
  CustomerGroupDto: { id: 'Numéro', groupName: 'Nom du groupe', createdAt: 'Ajouté le' },
} satisfies { [S in keyof Labels]: { [F in keyof Labels[S]]: string } };

/** Every named module resource's name and its own field labels in French (from its module's fr.ts). */
const resources: { [R in Named]: { name: string; fields: { [F in OwnFields<R>]: string } } } = { ...crmResources };

// Said again rather than read from the modules' config, which stays out of this download (checked by its type).
const records: { [R in Named]: RecordOf<R> } = { 'customer-groups': 'CustomerGroupDto', customers: 'CustomerDto' };

/**
 * The French of module-catalogue.ts: each module's screen titles (modules/<code>/fr.ts) and its resources'
 * names and field labels. A screen or resource without its French fails the typecheck.
 */
export const frModuleCatalogue = {
  screens: { modules: { ...cms, ...bms, ...inv, ...com, ...crm, ...sch, ...asm } satisfies Record<keyof typeof moduleTitles, string> },
  resources: Object.fromEntries(
    (Object.keys(resources) as Named[]).map((r) => [
      r,
      { name: resources[r].name, fields: { ...fieldLabels[records[r]], ...resources[r].fields } },
    ]),
  ),
};
