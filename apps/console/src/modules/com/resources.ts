import type { ResourceConfig } from '../../data-provider/resource-config';

/** The module's screens' paths (spec 2), composed into `moduleRoutes` (routes/module-routes.ts). */
export const routes = {
  forms: '/modules/com/forms',
  addForm: '/modules/com/add-form',
  editForm: '/modules/com/edit-form/:id',
  formSubmissions: '/modules/com/form-submissions/:id',
  allSubmissions: '/modules/com/all-submissions',
  leads: '/modules/com/leads',
  addLead: '/modules/com/add-lead',
  editLead: '/modules/com/edit-lead/:id',
  leadDetails: '/modules/com/lead-details/:id',
  setScore: '/modules/com/set-score/:id',
  scoring: '/modules/com/scoring',
  addScoring: '/modules/com/add-scoring',
  editScoring: '/modules/com/edit-scoring/:id',
  scoringLeads: '/modules/com/scoring-leads/:id',
} as const;

/** Its screens' titles: `screens.modules.<key>` of the catalogue (i18n/en.ts). */
export const titles = {
  com_forms: 'Forms',
  com_add_form: 'Add Form',
  com_edit_form: 'Edit Form',
  com_form_submissions: 'Form Submissions',
  com_all_submissions: 'All Submissions',
  com_leads: 'Leads',
  com_add_lead: 'Add Lead',
  com_edit_lead: 'Edit Lead',
  com_lead_details: 'Lead Details',
  com_set_score: 'Set Score',
  com_scoring: 'Scoring',
  com_add_scoring: 'Add Scoring',
  com_edit_scoring: 'Edit Scoring',
  com_scoring_leads: 'Scoring Leads',
};

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
