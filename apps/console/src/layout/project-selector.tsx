import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ProjectOption {
  id: number;
  projectName: string;
}

/**
 * The projects a user may switch to. The projects endpoint arrives with a later issue: until then the
 * list is empty. Switching will save the choice, notify 'Project switched successfully' and go to /users.
 */
function useProjects(): ProjectOption[] {
  return [];
}

export const ProjectSelector = () => {
  const translate = useTranslate();
  const projects = useProjects();
  const empty = projects.length === 0;
  return (
    <TextField
      select
      size="small"
      label={translate('project.label')}
      value={empty ? 'none' : ''}
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
          {translate('project.none')}
        </MenuItem>
      ) : (
        projects.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.projectName}
          </MenuItem>
        ))
      )}
    </TextField>
  );
};
