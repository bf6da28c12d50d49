import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A file input shown as a button that opens the picker, with the chosen file's name and the field's error.
 * `label` is the button's text; `inputLabel` names the input for assistive technology (default: `label`).
 */
export const FilePicker = ({
  label,
  inputLabel = label,
  accept,
  file,
  onChange,
  error,
  disabled,
}: {
  label: string;
  inputLabel?: string;
  accept?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Box>
      <Button variant="outlined" component="label" disabled={disabled}>
        {translate(label)}
        <input
          type="file"
          hidden
          accept={accept}
          aria-label={translate(inputLabel)}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </Button>
      <Typography component="span" sx={{ ml: 2, overflowWrap: 'anywhere' }} color="text.secondary">
        {file?.name ?? translate('upload.no_file')}
      </Typography>
      {/* Beside the chosen file's name, not instead of it: "too large" says which file. */}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
};
