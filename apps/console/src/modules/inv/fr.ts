import type { titles } from './resources';

/** The module's screen titles in French (i18n/fr-module-catalogue.ts): every key of `titles`, no other. */
export const titlesFr = {
  inv_items: 'Articles',
  inv_add_item: 'Ajouter un article',
  inv_edit_item: "Modifier l'article",
  inv_item_details: "Détails de l'article",
  inv_groups: "Groupes d'articles",
  inv_add_group: "Ajouter un groupe d'articles",
  inv_edit_group: "Modifier le groupe d'articles",
  inv_templates: 'Modèles',
  inv_add_template: 'Ajouter un modèle',
  inv_edit_template: 'Modifier le modèle',
  inv_engagements: 'Intérêts',
  inv_hottest_items: 'Articles les plus populaires',
} satisfies Record<keyof typeof titles, string>;
