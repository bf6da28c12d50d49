import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useCurrentProject, useNoProject } from '../auth/use-current-project';

/**
 * A module screen renders once a project is chosen: opened from a link right after signing in, it waits
 * while the project selector takes the first project, instead of showing lists it has not asked for (or
 * a "choose a project" error). A user without any project is told so.
 */
export const ProjectGate = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const project = useCurrentProject();
  const none = useNoProject();
  if (project !== null) return <>{children}</>;
  if (!none) return <Loading loadingPrimary="project.waiting" loadingSecondary="" />;
  return (
    <Typography role="status" sx={{ mt: 3 }}>
      {translate('project.none_to_work_in')}
    </Typography>
  );
};
