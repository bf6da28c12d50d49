import type { titles } from './resources';

/** The module's screen titles in French (i18n/fr-module-catalogue.ts): every key of `titles`, no other. */
export const titlesFr = {
  asm_assets: 'Fichiers',
  asm_folders: 'Dossiers',
  asm_edit_folder: 'Modifier le dossier',
  asm_files: 'Fichiers',
  asm_upload_asset: 'Téléverser un fichier',
  asm_manage_tags: 'Gérer les fichiers',
} satisfies Record<keyof typeof titles, string>;
