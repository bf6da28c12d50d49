import { Typography } from '@mui/material';
import { DateInput, useRecordContext, type DateInputProps, type FieldProps } from 'react-admin';
import { formatDate, formatTime, fromDateInput, toDateInput } from './format';

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

/**
 * A date picker over a unix-seconds value: the day in local time; `endOfDay` makes the value the day's
 * last second (the upper bound of a range).
 */
export const UnixDateInput = ({ endOfDay = false, ...props }: DateInputProps & { endOfDay?: boolean }) => (
  <DateInput {...props} format={toDateInput} parse={(value: unknown) => fromDateInput(value, endOfDay)} />
);
