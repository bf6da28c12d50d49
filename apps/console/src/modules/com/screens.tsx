import AssignmentIcon from '@mui/icons-material/Assignment';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { lazyPage, SendMailPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';

const FormList = lazyPage(() => import('../../resources/forms/form-list'), 'FormList');
const FormCreate = lazyPage(() => import('../../resources/forms/form-create'), 'FormCreate');
const FormEdit = lazyPage(() => import('../../resources/forms/form-edit'), 'FormEdit');
const FormSubmissionList = lazyPage(() => import('../../resources/submissions/submission-list'), 'FormSubmissionList');
const AllSubmissionList = lazyPage(() => import('../../resources/submissions/submission-list'), 'AllSubmissionList');
const LeadList = lazyPage(() => import('../../resources/leads/lead-list'), 'LeadList');
const LeadCreate = lazyPage(() => import('../../resources/leads/lead-create'), 'LeadCreate');
const LeadEdit = lazyPage(() => import('../../resources/leads/lead-edit'), 'LeadEdit');
const LeadShow = lazyPage(() => import('../../resources/leads/lead-show'), 'LeadShow');
const SetScore = lazyPage(() => import('../../resources/leads/set-score'), 'SetScore');
const ScoringList = lazyPage(() => import('../../resources/scorings/scoring-list'), 'ScoringList');
const ScoringCreate = lazyPage(() => import('../../resources/scorings/scoring-create'), 'ScoringCreate');
const ScoringEdit = lazyPage(() => import('../../resources/scorings/scoring-edit'), 'ScoringEdit');
const ScoringLeads = lazyPage(() => import('../../resources/leads/scoring-leads'), 'ScoringLeads');

/** The communications module's screens (second spec document) and its group of the user's side menu. */
export const screens: ModuleScreens = {
  menu: {
    heading: 'menu.com',
    module: 'com',
    entries: [
      e('/modules/com/forms', 'screens.modules.com_forms', <AssignmentIcon />),
      e('/modules/com/leads', 'screens.modules.com_leads', <PersonAddIcon />),
      e('/modules/com/scoring', 'screens.modules.com_scoring', <LeaderboardIcon />),
    ],
  },
  screens: [
    moduleScreen('/users/send-mail/:id/:recipient', 'screens.send_mail', SendMailPage, '/modules/com/leads'),
    moduleScreen('/modules/com/forms', 'screens.modules.com_forms', FormList),
    moduleScreen('/modules/com/add-form', 'screens.modules.com_add_form', FormCreate, '/modules/com/forms'),
    moduleScreen('/modules/com/edit-form/:id', 'screens.modules.com_edit_form', FormEdit, '/modules/com/forms'),
    moduleScreen('/modules/com/form-submissions/:id', 'screens.modules.com_form_submissions', FormSubmissionList, '/modules/com/forms'),
    moduleScreen('/modules/com/all-submissions', 'screens.modules.com_all_submissions', AllSubmissionList, '/modules/com/forms'),
    moduleScreen('/modules/com/leads', 'screens.modules.com_leads', LeadList),
    moduleScreen('/modules/com/add-lead', 'screens.modules.com_add_lead', LeadCreate, '/modules/com/leads'),
    moduleScreen('/modules/com/edit-lead/:id', 'screens.modules.com_edit_lead', LeadEdit, '/modules/com/leads'),
    moduleScreen('/modules/com/lead-details/:id', 'screens.modules.com_lead_details', LeadShow, '/modules/com/leads'),
    moduleScreen('/modules/com/set-score/:id', 'screens.modules.com_set_score', SetScore, '/modules/com/leads'),
    moduleScreen('/modules/com/scoring', 'screens.modules.com_scoring', ScoringList),
    moduleScreen('/modules/com/add-scoring', 'screens.modules.com_add_scoring', ScoringCreate, '/modules/com/scoring'),
    moduleScreen('/modules/com/edit-scoring/:id', 'screens.modules.com_edit_scoring', ScoringEdit, '/modules/com/scoring'),
    moduleScreen('/modules/com/scoring-leads/:id', 'screens.modules.com_scoring_leads', ScoringLeads, '/modules/com/scoring'),
  ],
};
