import { List, ListItem, ListItemButton, ListItemText, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyList } from '../../components/empty-list';
import { eventDate, eventTime } from './event-time';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

export interface EventLine {
  /** The event's id, for its details link. */
  id: number;
  event: string;
  description: string;
  /** Start, unix seconds. */
  dateTime: number;
  endDateTime?: number;
}

/** Events as links to their details, each with its date and times (UTC); the empty state when none. */
export const EventLines = ({ events, isPending, label }: { events?: EventLine[]; isPending: boolean; label: string }) => {
  const translate = useTranslate();
  if (isPending) return <Skeleton variant="rounded" height={48} aria-label={translate('app.loading')} />;
  if (!events?.length) return <EmptyList />;
  return (
    <List dense aria-label={translate(label)}>
      {events.map((e) => (
        // A list's items are <li>: the link inside each (a <ul> holding links directly fails WCAG's list rule).
        <ListItem key={e.id} disablePadding>
          <ListItemButton component={Link} to={routeTo(moduleRoutes.sch.eventDetails, { id: e.id })}>
            <ListItemText
              primary={e.event}
              secondary={`${eventDate(e.dateTime)} · ${eventTime(e.dateTime)}${e.endDateTime !== undefined ? ` – ${eventTime(e.endDateTime)}` : ''} UTC · ${e.description}`}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};
