import { Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
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
