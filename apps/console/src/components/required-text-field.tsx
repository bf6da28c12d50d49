import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A required short text (at most 200 characters, CONTRACT §9) of a form built by hand, e.g. an upload's label, with its error. */
export const RequiredTextField = ({
  label,
  value,
  onChange,
  error,
  disabled,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      autoFocus={autoFocus}
      error={!!error}
      helperText={error}
      disabled={disabled}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
};
