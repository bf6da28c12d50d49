import { generatePath, type PathParam } from 'react-router-dom';

/**
 * Every module screen's path (spec 2), said once: the module's screens register them, and links, redirects
 * and saved-to targets name them (`moduleRoutes.crm.customers`, or `routeTo(moduleRoutes.crm.customerDetails,
 * { id })` for one with parameters), so a renamed screen is one edit and a mistyped link fails the typecheck.
 */
export const moduleRoutes = {
  crm: {
    customers: '/modules/crm/customers',
    addCustomer: '/modules/crm/add-customer',
    editCustomer: '/modules/crm/edit-customer/:id',
    customerDetails: '/modules/crm/customer-details/:id',
    groups: '/modules/crm/groups',
    addGroup: '/modules/crm/add-group',
    editGroup: '/modules/crm/edit-group/:id',
  },
  com: {
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
  },
  inv: {
    items: '/modules/inv/items',
    addItem: '/modules/inv/add-item/:group',
    editItem: '/modules/inv/edit-item/:group/:id',
    itemDetails: '/modules/inv/item-details/:id',
    groups: '/modules/inv/groups',
    addGroup: '/modules/inv/add-group',
    editGroup: '/modules/inv/edit-group/:id',
    templates: '/modules/inv/templates',
    addTemplate: '/modules/inv/add-template',
    editTemplate: '/modules/inv/edit-template/:id',
    engagements: '/modules/inv/engagements',
    hottestItems: '/modules/inv/hottest-items',
  },
  cms: {
    sections: '/modules/cms/sections',
    addSection: '/modules/cms/add-section',
    editSection: '/modules/cms/edit-section/:id',
    groups: '/modules/cms/groups',
    addGroup: '/modules/cms/add-group',
    editGroup: '/modules/cms/edit-group/:id',
  },
  bms: {
    videos: '/modules/bms/videos',
    addVideo: '/modules/bms/add-video',
    categories: '/modules/bms/categories',
    addCategory: '/modules/bms/add-category',
    editCategory: '/modules/bms/edit-category/:id',
  },
  asm: {
    assets: '/modules/asm/assets',
    folders: '/modules/asm/folders',
    editFolder: '/modules/asm/edit-folder/:id',
    files: '/modules/asm/files/:folder',
    uploadAsset: '/modules/asm/upload-asset/:folder',
    manageTags: '/modules/asm/manage-tags/:tagType/:typeId',
  },
  sch: {
    events: '/modules/sch/events',
    addEvent: '/modules/sch/add-event',
    editEvent: '/modules/sch/edit-event/:id',
    eventDetails: '/modules/sch/event-details/:id',
  },
} as const;

type Routes = typeof moduleRoutes;
/** One module screen's path pattern. */
export type ModuleRoute = { [M in keyof Routes]: Routes[M][keyof Routes[M]] }[keyof Routes];

/** A screen's URL, its parameters filled in: `routeTo(moduleRoutes.inv.editItem, { group: 3, id: 7 })`. */
export function routeTo<R extends ModuleRoute>(route: R, params: { [K in PathParam<R>]: string | number }): string {
  return generatePath(route, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) as never);
}
