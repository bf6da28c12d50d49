import type { titles } from './resources';

/** The module's screen titles in French (i18n/fr-module-catalogue.ts): every key of `titles`, no other. */
export const titlesFr = {
  com_forms: 'Formulaires',
  com_add_form: 'Ajouter un formulaire',
  com_edit_form: 'Modifier le formulaire',
  com_form_submissions: 'Soumissions du formulaire',
  com_all_submissions: 'Toutes les soumissions',
  com_leads: 'Prospects',
  com_add_lead: 'Ajouter un prospect',
  com_edit_lead: 'Modifier le prospect',
  com_lead_details: 'Détails du prospect',
  com_set_score: 'Attribuer une cote',
  com_scoring: 'Cotes',
  com_add_scoring: 'Ajouter une cote',
  com_edit_scoring: 'Modifier la cote',
  com_scoring_leads: 'Prospects de la cote',
} satisfies Record<keyof typeof titles, string>;
