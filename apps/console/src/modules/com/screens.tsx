import AssignmentIcon from '@mui/icons-material/Assignment';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { lazyPage, SendMailPage } from '../../routes/pages';
import { moduleScreen, menuEntry as e, type ModuleScreens } from '../module-screens';
import { moduleRoutes } from '../../routes/module-routes';

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
      e(moduleRoutes.com.forms, 'screens.modules.com_forms', <AssignmentIcon />),
      e(moduleRoutes.com.leads, 'screens.modules.com_leads', <PersonAddIcon />),
      e(moduleRoutes.com.scoring, 'screens.modules.com_scoring', <LeaderboardIcon />),
    ],
  },
  screens: [
    moduleScreen('/users/send-mail/:id/:recipient', 'screens.send_mail', SendMailPage, moduleRoutes.com.leads),
    moduleScreen(moduleRoutes.com.forms, 'screens.modules.com_forms', FormList),
    moduleScreen(moduleRoutes.com.addForm, 'screens.modules.com_add_form', FormCreate, moduleRoutes.com.forms),
    moduleScreen(moduleRoutes.com.editForm, 'screens.modules.com_edit_form', FormEdit, moduleRoutes.com.forms),
    moduleScreen(moduleRoutes.com.formSubmissions, 'screens.modules.com_form_submissions', FormSubmissionList, moduleRoutes.com.forms),
    moduleScreen(moduleRoutes.com.allSubmissions, 'screens.modules.com_all_submissions', AllSubmissionList, moduleRoutes.com.forms),
    moduleScreen(moduleRoutes.com.leads, 'screens.modules.com_leads', LeadList),
    moduleScreen(moduleRoutes.com.addLead, 'screens.modules.com_add_lead', LeadCreate, moduleRoutes.com.leads),
    moduleScreen(moduleRoutes.com.editLead, 'screens.modules.com_edit_lead', LeadEdit, moduleRoutes.com.leads),
    moduleScreen(moduleRoutes.com.leadDetails, 'screens.modules.com_lead_details', LeadShow, moduleRoutes.com.leads),
    moduleScreen(moduleRoutes.com.setScore, 'screens.modules.com_set_score', SetScore, moduleRoutes.com.leads),
    moduleScreen(moduleRoutes.com.scoring, 'screens.modules.com_scoring', ScoringList),
    moduleScreen(moduleRoutes.com.addScoring, 'screens.modules.com_add_scoring', ScoringCreate, moduleRoutes.com.scoring),
    moduleScreen(moduleRoutes.com.editScoring, 'screens.modules.com_edit_scoring', ScoringEdit, moduleRoutes.com.scoring),
    moduleScreen(moduleRoutes.com.scoringLeads, 'screens.modules.com_scoring_leads', ScoringLeads, moduleRoutes.com.scoring),
  ],
};
