import { InputAdornment, Typography } from '@mui/material';
import { NumberInput, useRecordContext, type FieldProps, type NumberInputProps } from 'react-admin';
import { formatMoney } from './format';

/** An amount of Canadian dollars from the record, e.g. CA$1,234.50. */
export const MoneyField = ({ source }: FieldProps) => {
  const record = useRecordContext();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(record?.[source] as number | undefined)}
    </Typography>
  );
};

/** Dollars and cents, never below one cent. */
export const MoneyInput = (props: NumberInputProps) => (
  <NumberInput
    min={0.01}
    step={0.01}
    slotProps={{ input: { startAdornment: <InputAdornment position="start">CA$</InputAdornment> } }}
    {...props}
  />
);
