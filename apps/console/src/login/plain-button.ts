import { alpha, styled } from '@mui/material/styles';

/**
 * The login page's buttons, drawn from MUI's theme on a plain <button>: MUI's Button and IconButton bring
 * the ripple, transitions and a progress spinner, too much for the first download.
 */
export const SubmitButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  width: '100%',
  minHeight: 36,
  padding: '6px 16px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  boxShadow: theme.shadows[2],
  '&:hover': { backgroundColor: theme.palette.primary.dark },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '&:disabled': {
    cursor: 'default',
    color: theme.palette.action.disabled,
    backgroundColor: theme.palette.action.disabledBackground,
    boxShadow: 'none',
  },
  '& svg': { fontSize: 20 },
}));

export const IconToggle = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  padding: 5,
  border: 0,
  borderRadius: '50%',
  cursor: 'pointer',
  color: theme.palette.action.active,
  backgroundColor: 'transparent',
  '&:hover': { backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity) },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  '& svg': { fontSize: 20 },
}));
