import { Card, CardContent, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { readCurrentProject } from '../auth/session-storage';
import { ProjectToken } from '../resources/projects/project-token';
import { useScreen } from '../routes/screen-frame';

/** A user's current project: its id and its token hint with 'Reset token' (the token itself is shown once). */
const CurrentProjectAccess = () => {
  const translate = useTranslate();
  const projectId = readCurrentProject();
  const project = useGetOne('projects', { id: projectId ?? 0 }, { enabled: projectId !== null });
  if (projectId === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('api_access.project_token_note')}
      </Typography>
    );
  }
  return (
    <>
      <TextField label={translate('api_access.project_id')} value={projectId} slotProps={{ input: { readOnly: true } }} fullWidth />
      <RecordContextProvider value={project.data}>
        <ProjectToken />
      </RecordContextProvider>
    </>
  );
};

/** Where the API is and how to read about it. Users also find their current project's token here. */
export const ApiAccessPage = () => {
  const translate = useTranslate();
  const { area } = useScreen();
  const baseUrl = `${window.location.origin}/api`;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body1">{translate('api_access.intro')}</Typography>
          <TextField label={translate('api_access.base_url')} value={baseUrl} slotProps={{ input: { readOnly: true } }} fullWidth />
          <Typography variant="body1">
            {translate('api_access.docs')}:{' '}
            <Link href="/api/docs" target="_blank" rel="noopener">
              {translate('api_access.docs_link')}
            </Link>
          </Typography>
          {area === 'users' ? (
            <>
              <Divider />
              <CurrentProjectAccess />
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
