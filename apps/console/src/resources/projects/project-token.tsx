import { Box, Divider, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ResetTokenButton } from '../../components/reset-token-button';

/** The project's token hint (never the token: decision 0003) and 'Reset token' (`success`: its message). */
export const ProjectToken = ({ success }: { success?: string }) => {
  const translate = useTranslate();
  const project = useRecordContext();
  if (!project) return null;
  return (
    <Box component="section" sx={{ p: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography component="h2" variant="h6">
        {translate('token.label')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('api_access.token_help')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="code" sx={{ fontFamily: 'monospace' }} aria-label={translate('token.hint')}>
          {String(project.tokenHint ?? '')}
        </Typography>
        <ResetTokenButton projectId={Number(project.id)} success={success} />
      </Stack>
    </Box>
  );
};
