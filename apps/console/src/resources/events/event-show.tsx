import EditIcon from '@mui/icons-material/Edit';
import { Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { useRecordOf } from '../../data-provider/records';
import { useParams } from 'react-router-dom';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { DetailsSection } from '../../components/details';
import { EmptyList } from '../../components/empty-list';
import { useReadFailure } from '../../components/form';
import { LinkButton } from '../../components/link-button';
import { useApiCall } from '../../components/use-api-call';
import { eventDate, eventTime } from './event-time';
import { inviteesOf, type Invitee } from './invitees';
import { personName } from '../../components/person-name';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/** /modules/sch/event-details/:id: description, date and time, and the invitees with their type. */
export const EventShow = () => {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const onError = useReadFailure(moduleRoutes.sch.events);
  const { data: event } = useRecordOf('events', { id }, { onError });
  const { data: tags, isPending } = useApiCall<Invitee[]>(`invitees:${id}`, (p) => inviteesOf(p, id));
  if (!event) return null;
  const sameDay = eventDate(event.dateTime) === eventDate(event.endDateTime);
  return (
    <RecordContextProvider value={event}>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography component="h2" variant="h5">
            {event.event}
          </Typography>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{event.description}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {eventDate(event.dateTime)} {eventTime(event.dateTime)} – {sameDay ? '' : `${eventDate(event.endDateTime)} `}
            {eventTime(event.endDateTime)} UTC
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <LinkButton to={routeTo(moduleRoutes.sch.editEvent, { id: event.id })} label="actions.edit" icon={<EditIcon />} />
            <ConfirmDeleteButton resource="events" successMessage="messages.deleted_successfully" redirectTo={moduleRoutes.sch.events} />
          </Stack>
        </CardContent>
      </Card>
      <DetailsSection title="sch.invitees">
        <Card variant="outlined">
          {isPending ? null : !tags?.length ? (
            <EmptyList />
          ) : (
            <List dense aria-label={translate('sch.invitees')}>
              {tags.map((t) => (
                <ListItem key={t.id}>
                  <ListItemText primary={personName(t.inviteeDetails)} secondary={translate(`inv.tag_type.${t.tagType}`)} />
                </ListItem>
              ))}
            </List>
          )}
        </Card>
      </DetailsSection>
    </RecordContextProvider>
  );
};
