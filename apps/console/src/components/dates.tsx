import { Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import { formatDate, formatTime } from './format';

/** A unix-seconds date of the record as 'MMMM DD, YYYY' (and 'hh:mm a' with `withTime`). */
export const UnixDateField = ({ source, withTime }: FieldProps & { withTime?: boolean }) => {
  const record = useRecordContext();
  const value = record?.[source] as number | null | undefined;
  if (value === null || value === undefined) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(value)}
      {withTime ? ` ${formatTime(value)}` : ''}
    </Typography>
  );
};
