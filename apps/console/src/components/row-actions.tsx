import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { LinkButton } from './link-button';

/** Edit and Delete at the end of a table row (tables whose rows have no screen of their own to open). */
export const EditDeleteActions = ({
  editTo,
  resource,
  deletedMessage,
  failureMessage,
}: {
  editTo: (record: RaRecord) => string;
  resource: string;
  deletedMessage: string;
  /** See ConfirmDeleteButton. */
  failureMessage?: string;
}) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
      <LinkButton to={editTo(record)} label="actions.edit" icon={<EditIcon />} />
      <ConfirmDeleteButton resource={resource} successMessage={deletedMessage} failureMessage={failureMessage} />
    </Box>
  );
};
