import PersonIcon from '@mui/icons-material/Person';
import { Box, Typography } from '@mui/material';
import { FunctionField, TextField, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { useParams } from 'react-router-dom';
import { UnixDateField } from '../../components/dates';
import { ResourceList } from '../../components/resource-list';
import { StatusField } from '../../components/status-field';
import { LinkButton } from '../../components/link-button';
import { DeactivateSubmissionButton } from './deactivate-button';
import { FormData } from './form-data';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

const leadOf = (record: RaRecord) => (record.leadId ? routeTo(moduleRoutes.com.leadDetails, { id: record.leadId as number }) : false);

/** The lead a submission made or joined, linked from its row (the row opens it too). */
const LeadLink = ({ record }: { record: RaRecord }) =>
  record.leadId ? (
    <LinkButton to={routeTo(moduleRoutes.com.leadDetails, { id: record.leadId as number })} label="forms.open_lead" icon={<PersonIcon />} />
  ) : null;

const SubmissionsTable = ({ withForm }: { withForm: boolean }) => (
  <Datagrid bulkActionButtons={false} rowClick={(_id, _resource, record) => leadOf(record)}>
    <TextField source="email" />
    <UnixDateField source="dateTime" withTime />
    {withForm && <TextField source="formDetails.label" />}
    <FunctionField source="formData" render={(record: RaRecord) => <FormData record={record} />} />
    <StatusField source="status" />
    <FunctionField source="leadId" render={(record: RaRecord) => <LeadLink record={record} />} />
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <DeactivateSubmissionButton />
    </Box>
  </Datagrid>
);

/** /modules/com/form-submissions/:id: one form's submissions, newest first; Delete makes one inactive. */
export const FormSubmissionList = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const { data: form } = useGetOne('forms', { id: Number(id) });
  return (
    <>
      {form && (
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('forms.submissions_of', { label: form.label })}
        </Typography>
      )}
      <ResourceList resource="submissions" filter={{ form: Number(id) }} storeKey={`form-submissions-${id}`}>
        <SubmissionsTable withForm={false} />
      </ResourceList>
    </>
  );
};

/** /modules/com/all-submissions: every submission of the project, with its form's name. */
export const AllSubmissionList = () => (
  <ResourceList resource="submissions">
    <SubmissionsTable withForm />
  </ResourceList>
);
