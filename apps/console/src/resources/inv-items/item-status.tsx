import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRecordContextOf } from '../../data-provider/records';

/** Item status codes (spec 2 §4, §9), in the order the Manage Availability modal offers them. */
export const ITEM_STATUSES = [
  { id: 0, name: 'inv.status.0' },
  { id: 1, name: 'inv.status.1' },
  { id: 2, name: 'inv.status.2' },
] as const;

const COLOURS = ['success', 'warning', 'default'] as const;

/** An item's availability as a labelled chip: Available, Hold or Sold (its colour on the outline, for contrast). */
export const ItemStatusField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContextOf('inv-items');
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[record.status]}
      label={translate(`inv.status.${record.status}`)}
      sx={{ '& .MuiChip-label': { color: 'text.primary' } }}
    />
  );
};
