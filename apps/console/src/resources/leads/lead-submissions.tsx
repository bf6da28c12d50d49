import { FunctionField, type RaRecord } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { UnixDateField } from '../../components/dates';
import { DetailsSection } from '../../components/details';
import { ResourceList } from '../../components/resource-list';
import { FormData } from '../submissions/form-data';

/** "Form Submissions" (scope lead): each submission's form, when, and the fields it carried. */
export const LeadSubmissions = ({ leadId, title = 'leads.submissions' }: { leadId: number; title?: string }) => (
  <DetailsSection title={title}>
    <ResourceList resource="submissions" embedded filter={{ leadId }} storeKey={`lead-submissions-${leadId}`}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField source="formDetails" render={(s: { formDetails: { label: string } }) => s.formDetails.label} />
        <UnixDateField source="dateTime" withTime />
        <FunctionField source="formData" render={(record: RaRecord) => <FormData record={record} />} />
      </Datagrid>
    </ResourceList>
  </DetailsSection>
);
