import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * A filled input in MUI's colours on a plain <input>: MUI's FormControl, InputBase and floating label cost
 * about a tenth of the login page's budget (issue 7), for a form of two fields.
 */
const Input = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  width: '100%',
  boxSizing: 'border-box',
  padding: '10px 44px 9px 12px',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.09)' : 'rgba(0, 0, 0, 0.06)',
  border: 0,
  borderBottom: `1px solid ${theme.palette.text.secondary}`,
  borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
  outline: 'none',
  '&:hover': { backgroundColor: theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.13)' : 'rgba(0, 0, 0, 0.09)' },
  '&:focus': { borderBottom: `2px solid ${theme.palette.primary.main}`, paddingBottom: 8 },
  '&[aria-invalid="true"]': { borderBottomColor: theme.palette.error.main },
}));

export interface LoginFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown as an error under the field when set. */
  problem?: string | null;
  /** Inside the input, at its end (the password's show/hide toggle). */
  end?: ReactNode;
}

/** A required field: its label (the asterisk hidden from screen readers, as MUI does), the input, its error. */
export const LoginField = ({ label, problem, end, ...input }: LoginFieldProps) => {
  const id = useId();
  return (
    <Box sx={{ mt: 1, mb: 0.5 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', mb: 0.5, typography: 'body2', color: problem ? 'error.main' : 'text.secondary' }}
      >
        {label}
        <span aria-hidden> *</span>
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Input {...input} id={id} required aria-invalid={problem ? true : undefined} aria-describedby={`${id}-help`} />
        {end ? <Box sx={{ position: 'absolute', right: 6, top: '50%', transform: 'translateY(-50%)' }}>{end}</Box> : null}
      </Box>
      <Box id={`${id}-help`} sx={{ typography: 'caption', color: 'error.main', minHeight: '1.66em', mx: 1.5, mt: 0.5 }}>
        {problem ?? ''}
      </Box>
    </Box>
  );
};
