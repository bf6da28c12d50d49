import { EditScreen } from '../../components/edit-screen';
import { leadFields, LeadInputs } from './lead-inputs';

/** /modules/com/edit-lead/:id: 'Changes saved successfully!', then the lead's details. */
export const LeadEdit = () => (
  <EditScreen
    resource="leads"
    fields={leadFields}
    saved="messages.changes_saved_successfully"
    savedTo={(lead) => `/modules/com/lead-details/${lead.id}`}
    readFailure={{ to: '/modules/com/leads' }}
  >
    <LeadInputs />
  </EditScreen>
);
