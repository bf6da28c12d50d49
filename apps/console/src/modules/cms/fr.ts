import type { titles } from './resources';

/** The module's screen titles in French (i18n/fr-module-catalogue.ts): every key of `titles`, no other. */
export const titlesFr = {
  cms_sections: 'Sections',
  cms_groups: 'Groupes de sections',
  cms_add_section: 'Ajouter une section',
  cms_edit_section: 'Modifier la section',
  cms_add_group: 'Ajouter un groupe de sections',
  cms_edit_group: 'Modifier le groupe de sections',
} satisfies Record<keyof typeof titles, string>;
