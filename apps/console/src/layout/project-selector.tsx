import { MenuItem, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { readCurrentProject, saveCurrentProject } from '../auth/session-storage';
import { announceNoProject, useCurrentProject } from '../auth/use-current-project';
import { useUserProjects } from './use-user-projects';

/**
 * The projects a user may switch to (spec §2, §4). Switching saves the choice, says 'Project switched
 * successfully' and goes to /users. A stored project that is not among them (removed, or another
 * subscription's) signs out, which clears the storage; with none stored yet, the first project is taken.
 */
export const ProjectSelector = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { projects, isPending } = useUserProjects();
  // Follows every change of the stored project, also one made by a record's screen (use-record-project.ts).
  const current = useCurrentProject();

  useEffect(() => {
    if (isPending || !projects) return;
    const stored = readCurrentProject();
    if (stored !== null && !projects.some((p) => p.id === stored)) {
      // /logout clears the whole storage (and revokes the credential on the server).
      navigate('/logout', { replace: true });
    } else if (stored === null && projects.length > 0) {
      saveCurrentProject(Number(projects[0].id));
    } else if (projects.length === 0) {
      announceNoProject();
    }
  }, [isPending, projects, navigate]);

  const switchTo = (id: number) => {
    saveCurrentProject(id);
    // Module lists carry the project in their calls, not in their cache keys: read them again.
    refresh();
    notify('project.switched', { type: 'success' });
    navigate('/users');
  };

  const options = projects ?? [];
  const empty = options.length === 0;
  const known = options.some((p) => p.id === current);
  return (
    <TextField
      select
      size="small"
      // No margin: the theme's dense one made the app bar taller than the 48 px the layout leaves it, and the
      // top of every screen (e.g. Manage Folders) slid under the bar.
      margin="none"
      label={translate('project.label')}
      value={empty ? 'none' : known ? current : ''}
      onChange={(event) => switchTo(Number(event.target.value))}
      sx={{
        width: { xs: 130, sm: 200 },
        flexShrink: 0,
        mx: 1,
        // It sits on the app bar's colour. Kept enabled even when empty, so that it stays readable and
        // focusable and says why there is nothing to pick.
        '& .MuiInputBase-root, & .MuiInputLabel-root, & .MuiSelect-icon': { color: 'inherit' },
      }}
    >
      {empty ? (
        <MenuItem value="none" disabled>
          {translate(isPending ? 'app.loading' : 'project.none')}
        </MenuItem>
      ) : (
        options.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {String(p.projectName)}
          </MenuItem>
        ))
      )}
    </TextField>
  );
};
