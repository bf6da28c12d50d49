import { DateInput, type DateInputProps } from 'react-admin';
import { fromDateInput, toDateInput } from './format';

/**
 * A date picker over a unix-seconds value: the day in local time; `endOfDay` makes the value the day's
 * last second (the upper bound of a range). Apart from UnixDateField (dates.tsx), so that read-only screens
 * such as the dashboards download no input.
 */
export const UnixDateInput = ({ endOfDay = false, ...props }: DateInputProps & { endOfDay?: boolean }) => (
  <DateInput {...props} format={toDateInput} parse={(value: unknown) => fromDateInput(value, endOfDay)} />
);
