import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box } from '@mui/material';
import { TopToolbar, useRecordContext, type RaRecord } from 'react-admin';
import { LinkButton } from './link-button';

/** Back to the screen a sub-screen hangs off (e.g. a subscription's users → the subscription). */
export const BackButton = ({ to }: { to: string }) => (
  <Box sx={{ mt: 1 }}>
    <LinkButton to={to} label="actions.back" icon={<ArrowBackIcon />} />
  </Box>
);

/** The same above an edit screen, once its record says where its parent is (a user → their subscription's users). */
export const RecordBackActions = ({ to }: { to: (record: RaRecord) => string }) => {
  const record = useRecordContext();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      {record ? <LinkButton to={to(record)} label="actions.back" icon={<ArrowBackIcon />} /> : null}
    </TopToolbar>
  );
};
