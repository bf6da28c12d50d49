import { EditScreen } from '../../components/edit-screen';
import { leadFields, LeadInputs } from './lead-inputs';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/** /modules/com/edit-lead/:id: 'Changes saved successfully!', then the lead's details. */
export const LeadEdit = () => (
  <EditScreen
    resource="leads"
    fields={leadFields}
    saved="messages.changes_saved_successfully"
    savedTo={(lead) => routeTo(moduleRoutes.com.leadDetails, { id: lead.id })}
    readFailure={{ to: moduleRoutes.com.leads }}
  >
    <LeadInputs />
  </EditScreen>
);
