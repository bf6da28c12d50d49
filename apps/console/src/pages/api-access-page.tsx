import { Alert, Card, CardContent, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { RecordContextProvider, useGetList, useGetOne, useTranslate } from 'react-admin';
import { signedInUserId } from '../auth/session-storage';
import { LinkButton } from '../components/link-button';
import { useCurrentProject } from '../auth/use-current-project';
import { errorMessage, useNotifyError } from '../components/use-notify-error';
import { ProjectToken } from '../resources/projects/project-token';
import { useScreen } from '../routes/screen-frame';

/**
 * A user's current project (spec 2 §7: GET /projects?id=): its id and its token hint with 'Reset token' (the
 * token itself is shown once). A failed read shows the server's message (spec 2 §8).
 */
const CurrentProjectAccess = () => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const projectId = useCurrentProject();
  const project = useGetOne('projects', { id: projectId ?? 0 }, { enabled: projectId !== null, onError: (error) => notifyError(error) });
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
      {project.error ? <Alert severity="error">{errorMessage(project.error)}</Alert> : null}
      <RecordContextProvider value={project.data}>
        <ProjectToken success="messages.api_token_reset" />
      </RecordContextProvider>
    </>
  );
};

/**
 * A client's projects each have their own token, reset on the project's edit screen: this says so and links
 * to each subscription's projects (issue 19: the page gave a client no way to their tokens).
 */
const ClientProjectTokens = () => {
  const translate = useTranslate();
  const { data } = useGetList('subscriptions', {
    filter: { client: signedInUserId() },
    sort: { field: 'id', order: 'ASC' },
    pagination: { page: 1, perPage: 15 },
  });
  return (
    <Stack spacing={1} className="client-project-tokens">
      <Typography variant="body1">{translate('api_access.client_tokens')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(data ?? []).map((s) => (
          <LinkButton
            key={s.id}
            to={`/client/manage-projects/${s.id}`}
            label={translate('api_access.projects_of', { coreId: s.coreId })}
            variant="outlined"
          />
        ))}
      </Stack>
    </Stack>
  );
};

/** Where the API is and how to read about it. Users also find their current project's token here, clients where theirs are reset. */
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
          {area === 'client' ? (
            <>
              <Divider />
              <ClientProjectTokens />
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
