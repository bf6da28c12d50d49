import type { titles } from './resources';

/** The module's screen titles in French (i18n/fr-module-catalogue.ts): every key of `titles`, no other. */
export const titlesFr = {
  sch_events: 'Événements',
  sch_add_event: 'Ajouter un événement',
  sch_edit_event: "Modifier l'événement",
  sch_event_details: "Détails de l'événement",
} satisfies Record<keyof typeof titles, string>;
