import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

const colors: Record<string, 'success' | 'warning' | 'default'> = {
  active: 'success',
  paid: 'success',
  unpaid: 'warning',
  inactive: 'default',
};

/**
 * A subscription's or an invoice's status, as a chip with its word from the catalogue (status.*): the colour
 * on its outline, the word in the text colour (orange words on white fail WCAG AA contrast).
 */
export const StatusField = ({ source = 'status' }: Partial<FieldProps>) => {
  const translate = useTranslate();
  const value = useRecordContext()?.[source] as string | undefined;
  if (!value) return null;
  return (
    <Chip
      size="small"
      label={translate(`status.${value}`, { _: value })}
      color={colors[value] ?? 'default'}
      variant="outlined"
      sx={{ width: 'fit-content', '& .MuiChip-label': { color: 'text.primary' } }}
    />
  );
};
