import { List as MuiList, ListItem, ListItemText } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { formatDate, formatTime } from '../../components/format';
import { formatChanges } from './format-changes';
import { useActorLabel } from './audit-table';

/**
 * A record's history on its details screen: "Changed by … on …" with what changed, newest first (the
 * latest 15; the audit screen has the rest).
 */
export const RecordHistory = ({ resource, id }: { resource: string; id: number }) => {
  const translate = useTranslate();
  const actor = useActorLabel();
  const { data, isPending } = useGetList('audit', {
    filter: { resource, record: id },
    pagination: { page: 1, perPage: 15 },
    sort: { field: 'id', order: 'DESC' },
  });
  if (isPending) return null;
  if (!data?.length) return <ListItemText secondary={translate('audit.no_history')} />;
  return (
    <MuiList dense aria-label={translate('details.history')}>
      {data.map((r: RaRecord) => (
        <ListItem key={r.id} disableGutters>
          <ListItemText
            primary={translate('audit.history_line', {
              action: translate(`audit.past.${r.action}`, { _: r.action }),
              actor: actor(r),
              date: `${formatDate(r.at)} ${formatTime(r.at)}`,
            })}
            secondary={<span translate="no">{formatChanges(r.changes)}</span>}
          />
        </ListItem>
      ))}
    </MuiList>
  );
};
