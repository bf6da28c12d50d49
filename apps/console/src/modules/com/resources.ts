import type { ResourceConfig } from '../../data-provider/resource-config';

/** How the communications module's resources reach the API (see resource-config.ts). */
export const resources = {
  forms: { path: 'com/forms', module: 'com' },
  submissions: { path: 'com/submissions', module: 'com' },
  scorings: { path: 'com/scoring', module: 'com' },
  leads: { path: 'com/leads', module: 'com' },
  'com-mail': { path: 'com/mail', module: 'com' },
  // The mail sent to one address (GET /com/mail?project&email): a lead's or customer's mail section.
  'sent-mail': { path: 'com/mail', module: 'com' },
  'com-enrichment': { path: 'com/data/enrich', module: 'com' },
} satisfies Record<string, ResourceConfig>;
