import { ApiAccessPage, ChangePasswordPage, ComingSoonPage, DashboardPage, lazyPage, SendMailPage } from './pages';
import type { Screen } from './screen';

/** User screens outside /modules/ that work inside the current project too. */
const PROJECT_SCREENS = ['/users/assets', '/users/send-mail/:id/:recipient', '/view-details/:id'];

const s = (path: string, title: string, page = ComingSoonPage, menu: string = path): Screen => ({
  path,
  area: 'users',
  title,
  menu,
  page,
  needsProject: path.startsWith('/modules/') || PROJECT_SCREENS.includes(path),
});

const CustomerGroupList = lazyPage(() => import('../resources/customer-groups/customer-group-list'), 'CustomerGroupList');
const CustomerGroupCreate = lazyPage(() => import('../resources/customer-groups/customer-group-create'), 'CustomerGroupCreate');
const CustomerGroupEdit = lazyPage(() => import('../resources/customer-groups/customer-group-edit'), 'CustomerGroupEdit');
const CustomerList = lazyPage(() => import('../resources/customers/customer-list'), 'CustomerList');
const CustomerCreate = lazyPage(() => import('../resources/customers/customer-create'), 'CustomerCreate');
const CustomerEdit = lazyPage(() => import('../resources/customers/customer-edit'), 'CustomerEdit');
const CustomerShow = lazyPage(() => import('../resources/customers/customer-show'), 'CustomerShow');
const LeadList = lazyPage(() => import('../resources/leads/lead-list'), 'LeadList');
const LeadCreate = lazyPage(() => import('../resources/leads/lead-create'), 'LeadCreate');
const LeadEdit = lazyPage(() => import('../resources/leads/lead-edit'), 'LeadEdit');
const LeadShow = lazyPage(() => import('../resources/leads/lead-show'), 'LeadShow');
const SetScore = lazyPage(() => import('../resources/leads/set-score'), 'SetScore');
const ScoringLeads = lazyPage(() => import('../resources/leads/scoring-leads'), 'ScoringLeads');
const FormList = lazyPage(() => import('../resources/forms/form-list'), 'FormList');
const FormCreate = lazyPage(() => import('../resources/forms/form-create'), 'FormCreate');
const FormEdit = lazyPage(() => import('../resources/forms/form-edit'), 'FormEdit');
const FormSubmissionList = lazyPage(() => import('../resources/submissions/submission-list'), 'FormSubmissionList');
const AllSubmissionList = lazyPage(() => import('../resources/submissions/submission-list'), 'AllSubmissionList');
const ScoringList = lazyPage(() => import('../resources/scorings/scoring-list'), 'ScoringList');
const ScoringCreate = lazyPage(() => import('../resources/scorings/scoring-create'), 'ScoringCreate');
const ScoringEdit = lazyPage(() => import('../resources/scorings/scoring-edit'), 'ScoringEdit');

const FolderTiles = lazyPage(() => import('../resources/asset-folders/folder-tiles'), 'FolderTiles');
const FolderList = lazyPage(() => import('../resources/asset-folders/folder-list'), 'FolderList');
const FolderEdit = lazyPage(() => import('../resources/asset-folders/folder-edit'), 'FolderEdit');
const AssetList = lazyPage(() => import('../resources/assets/asset-list'), 'AssetList');
const AssetUpload = lazyPage(() => import('../resources/assets/asset-upload'), 'AssetUpload');
const ManageTags = lazyPage(() => import('../resources/assets/manage-tags'), 'ManageTags');
const ProjectAssetsPage = lazyPage(() => import('../resources/project-assets/project-assets-page'), 'ProjectAssetsPage');

const TemplateList = lazyPage(() => import('../resources/inv-templates/template-list'), 'TemplateList');
const TemplateCreate = lazyPage(() => import('../resources/inv-templates/template-create'), 'TemplateCreate');
const TemplateEdit = lazyPage(() => import('../resources/inv-templates/template-edit'), 'TemplateEdit');
const InventoryGroupList = lazyPage(() => import('../resources/inv-groups/group-list'), 'InventoryGroupList');
const InventoryGroupCreate = lazyPage(() => import('../resources/inv-groups/group-create'), 'InventoryGroupCreate');
const InventoryGroupEdit = lazyPage(() => import('../resources/inv-groups/group-edit'), 'InventoryGroupEdit');
const ItemList = lazyPage(() => import('../resources/inv-items/item-list'), 'ItemList');
const ItemCreate = lazyPage(() => import('../resources/inv-items/item-form'), 'ItemCreate');
const ItemEdit = lazyPage(() => import('../resources/inv-items/item-form'), 'ItemEdit');
const ItemShow = lazyPage(() => import('../resources/inv-items/item-show'), 'ItemShow');
const HottestItems = lazyPage(() => import('../resources/inv-items/hottest-items'), 'HottestItems');
const EngagementList = lazyPage(() => import('../resources/inventory-tags/engagement-list'), 'EngagementList');

const SectionList = lazyPage(() => import('../resources/cms-sections/section-list'), 'SectionList');
const SectionCreate = lazyPage(() => import('../resources/cms-sections/section-create'), 'SectionCreate');
const SectionEdit = lazyPage(() => import('../resources/cms-sections/section-edit'), 'SectionEdit');
const CmsGroupList = lazyPage(() => import('../resources/cms-groups/cms-group-list'), 'CmsGroupList');
const CmsGroupCreate = lazyPage(() => import('../resources/cms-groups/cms-group-create'), 'CmsGroupCreate');
const CmsGroupEdit = lazyPage(() => import('../resources/cms-groups/cms-group-edit'), 'CmsGroupEdit');

const VideoList = lazyPage(() => import('../resources/videos/video-list'), 'VideoList');
const AddVideo = lazyPage(() => import('../resources/videos/add-video'), 'AddVideo');
const VideoCategoryList = lazyPage(() => import('../resources/video-categories/video-category-list'), 'VideoCategoryList');
const VideoCategoryCreate = lazyPage(() => import('../resources/video-categories/video-category-create'), 'VideoCategoryCreate');
const VideoCategoryEdit = lazyPage(() => import('../resources/video-categories/video-category-edit'), 'VideoCategoryEdit');

const EventsCalendar = lazyPage(() => import('../resources/events/events-calendar'), 'EventsCalendar');
const EventCreate = lazyPage(() => import('../resources/events/event-create'), 'EventCreate');
const EventEdit = lazyPage(() => import('../resources/events/event-edit'), 'EventEdit');
const EventShow = lazyPage(() => import('../resources/events/event-show'), 'EventShow');
const ViewDetailsPage = lazyPage(() => import('../resources/inventory-tags/engagement-list'), 'ViewDetailsPage');

/** Spec §2 "User" and the module screens (second spec document). Module codes as in CONTRACT §9. */
export const userScreens: Screen[] = [
  s('/users', 'screens.dashboard', DashboardPage),
  s('/users/change-password', 'screens.change_password', ChangePasswordPage),
  s('/users/api-access', 'screens.api_access', ApiAccessPage),
  s('/users/assets', 'screens.project_assets', ProjectAssetsPage),
  s('/users/send-mail/:id/:recipient', 'screens.send_mail', SendMailPage, '/modules/com/leads'),
  s('/modules/inv/items', 'screens.modules.inv_items', ItemList),
  s('/modules/inv/add-item/:group', 'screens.modules.inv_add_item', ItemCreate, '/modules/inv/items'),
  s('/modules/inv/edit-item/:group/:id', 'screens.modules.inv_edit_item', ItemEdit, '/modules/inv/items'),
  s('/modules/inv/item-details/:id', 'screens.modules.inv_item_details', ItemShow, '/modules/inv/items'),
  s('/modules/inv/groups', 'screens.modules.inv_groups', InventoryGroupList),
  s('/modules/inv/add-group', 'screens.modules.inv_add_group', InventoryGroupCreate, '/modules/inv/groups'),
  s('/modules/inv/edit-group/:id', 'screens.modules.inv_edit_group', InventoryGroupEdit, '/modules/inv/groups'),
  s('/modules/inv/templates', 'screens.modules.inv_templates', TemplateList),
  s('/modules/inv/add-template', 'screens.modules.inv_add_template', TemplateCreate, '/modules/inv/templates'),
  s('/modules/inv/edit-template/:id', 'screens.modules.inv_edit_template', TemplateEdit, '/modules/inv/templates'),
  s('/modules/inv/engagements', 'screens.modules.inv_engagements', EngagementList),
  s('/view-details/:id', 'screens.view_details', ViewDetailsPage, '/modules/inv/engagements'),
  s('/modules/inv/hottest-items', 'screens.modules.inv_hottest_items', HottestItems),
  s('/modules/com/forms', 'screens.modules.com_forms', FormList),
  s('/modules/com/add-form', 'screens.modules.com_add_form', FormCreate, '/modules/com/forms'),
  s('/modules/com/edit-form/:id', 'screens.modules.com_edit_form', FormEdit, '/modules/com/forms'),
  s('/modules/com/form-submissions/:id', 'screens.modules.com_form_submissions', FormSubmissionList, '/modules/com/forms'),
  s('/modules/com/all-submissions', 'screens.modules.com_all_submissions', AllSubmissionList, '/modules/com/forms'),
  s('/modules/com/leads', 'screens.modules.com_leads', LeadList),
  s('/modules/com/add-lead', 'screens.modules.com_add_lead', LeadCreate, '/modules/com/leads'),
  s('/modules/com/edit-lead/:id', 'screens.modules.com_edit_lead', LeadEdit, '/modules/com/leads'),
  s('/modules/com/lead-details/:id', 'screens.modules.com_lead_details', LeadShow, '/modules/com/leads'),
  s('/modules/com/set-score/:id', 'screens.modules.com_set_score', SetScore, '/modules/com/leads'),
  s('/modules/com/scoring', 'screens.modules.com_scoring', ScoringList),
  s('/modules/com/add-scoring', 'screens.modules.com_add_scoring', ScoringCreate, '/modules/com/scoring'),
  s('/modules/com/edit-scoring/:id', 'screens.modules.com_edit_scoring', ScoringEdit, '/modules/com/scoring'),
  s('/modules/com/scoring-leads/:id', 'screens.modules.com_scoring_leads', ScoringLeads, '/modules/com/scoring'),
  s('/modules/crm/customers', 'screens.modules.crm_customers', CustomerList),
  s('/modules/crm/add-customer', 'screens.modules.crm_add_customer', CustomerCreate, '/modules/crm/customers'),
  s('/modules/crm/edit-customer/:id', 'screens.modules.crm_edit_customer', CustomerEdit, '/modules/crm/customers'),
  s('/modules/crm/customer-details/:id', 'screens.modules.crm_customer_details', CustomerShow, '/modules/crm/customers'),
  s('/modules/crm/groups', 'screens.modules.crm_groups', CustomerGroupList),
  s('/modules/crm/add-group', 'screens.modules.crm_add_group', CustomerGroupCreate, '/modules/crm/groups'),
  s('/modules/crm/edit-group/:id', 'screens.modules.crm_edit_group', CustomerGroupEdit, '/modules/crm/groups'),
  s('/modules/sch/events', 'screens.modules.sch_events', EventsCalendar),
  s('/modules/sch/add-event', 'screens.modules.sch_add_event', EventCreate, '/modules/sch/events'),
  s('/modules/sch/edit-event/:id', 'screens.modules.sch_edit_event', EventEdit, '/modules/sch/events'),
  s('/modules/sch/event-details/:id', 'screens.modules.sch_event_details', EventShow, '/modules/sch/events'),
  s('/modules/asm/assets', 'screens.modules.asm_assets', FolderTiles),
  s('/modules/asm/folders', 'screens.modules.asm_folders', FolderList, '/modules/asm/assets'),
  s('/modules/asm/edit-folder/:id', 'screens.modules.asm_edit_folder', FolderEdit, '/modules/asm/assets'),
  s('/modules/asm/files/:folder', 'screens.modules.asm_files', AssetList, '/modules/asm/assets'),
  s('/modules/asm/upload-asset/:folder', 'screens.modules.asm_upload_asset', AssetUpload, '/modules/asm/assets'),
  s('/modules/asm/manage-tags/:tagType/:typeId', 'screens.modules.asm_manage_tags', ManageTags, '/modules/asm/assets'),
  s('/modules/bms/videos', 'screens.modules.bms_videos', VideoList),
  s('/modules/bms/add-video', 'screens.modules.bms_add_video', AddVideo, '/modules/bms/videos'),
  s('/modules/bms/categories', 'screens.modules.bms_categories', VideoCategoryList),
  s('/modules/bms/add-category', 'screens.modules.bms_add_category', VideoCategoryCreate, '/modules/bms/categories'),
  s('/modules/bms/edit-category/:id', 'screens.modules.bms_edit_category', VideoCategoryEdit, '/modules/bms/categories'),
  s('/modules/cms/sections', 'screens.modules.cms_sections', SectionList),
  s('/modules/cms/add-section', 'screens.modules.cms_add_section', SectionCreate, '/modules/cms/sections'),
  s('/modules/cms/edit-section/:id', 'screens.modules.cms_edit_section', SectionEdit, '/modules/cms/sections'),
  s('/modules/cms/groups', 'screens.modules.cms_groups', CmsGroupList),
  s('/modules/cms/add-group', 'screens.modules.cms_add_group', CmsGroupCreate, '/modules/cms/groups'),
  s('/modules/cms/edit-group/:id', 'screens.modules.cms_edit_group', CmsGroupEdit, '/modules/cms/groups'),
];
