import type { titles } from './resources';

/** The module's screen titles in French (i18n/fr-module-catalogue.ts): every key of `titles`, no other. */
export const titlesFr = {
  bms_videos: 'Vidéos',
  bms_categories: 'Catégories de vidéos',
  bms_add_video: 'Ajouter une vidéo',
  bms_add_category: 'Ajouter une catégorie',
  bms_edit_category: 'Modifier la catégorie',
} satisfies Record<keyof typeof titles, string>;
