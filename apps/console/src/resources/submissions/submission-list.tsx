import { Box, Typography } from '@mui/material';
import { FunctionField, TextField, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { useParams } from 'react-router-dom';
import { UnixDateField } from '../../components/dates';
import { ResourceList } from '../../components/resource-list';
import { StatusField } from '../../components/status-field';
import { DeactivateSubmissionButton } from './deactivate-button';

/** The submitted fields, one `key: value` line each. */
const FormData = ({ record }: { record: RaRecord }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
    {Object.entries((record.formData ?? {}) as Record<string, string>).map(([key, value]) => (
      <Box key={key} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
          {key}:
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {String(value)}
        </Typography>
      </Box>
    ))}
  </Box>
);

const SubmissionsTable = ({ withForm }: { withForm: boolean }) => (
  <Datagrid bulkActionButtons={false} rowClick={false}>
    <TextField source="email" />
    <UnixDateField source="dateTime" withTime />
    {withForm && <TextField source="formDetails.label" sortable={false} />}
    <FunctionField source="formData" sortable={false} render={(record: RaRecord) => <FormData record={record} />} />
    <StatusField source="status" />
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
