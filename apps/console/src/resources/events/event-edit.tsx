import { useRef } from 'react';
import { Edit, SimpleForm, useDataProvider, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { Schemas } from '@atrium/api-client';
import { SaveToolbar, useReadFailure } from '../../components/form';
import { useApiCall } from '../../components/use-api-call';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { EventInputs, splitEventForm, type Invitees } from './event-inputs';
import { utcDay } from './event-time';
import { inviteesOf, setInvitees, type Invitee } from './invitees';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

type EventRecord = Schemas['EventDto'];

/** /modules/sch/edit-event/:id: the event's fields and invitees; 'Event updated!', then its details. */
export const EventEdit = () => {
  const id = Number(useParams().id);
  const provider = useDataProvider<AtriumDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const onError = useReadFailure(moduleRoutes.sch.events);
  const chosen = useRef<Invitees>({ customers: [], leads: [] });
  const current = useRef<Invitee[]>([]);
  // The form edits the start and end as a date and a time, and the invitees as two lists of ids.
  const select = (e: EventRecord) => ({
    ...e,
    startDate: utcDay(e.dateTime),
    startTime: e.time,
    endDate: utcDay(e.endDateTime),
    endTime: e.endTime,
    customers: current.current.filter((t) => t.tagType === 'customer').map((t) => t.typeId),
    leads: current.current.filter((t) => t.tagType === 'lead').map((t) => t.typeId),
  });
  const transform = (data: Record<string, unknown>) => {
    const split = splitEventForm(data);
    chosen.current = split.invitees;
    return split.fields;
  };
  const onSuccess = async () => {
    try {
      await setInvitees(provider, id, chosen.current, current.current);
      notify('messages.event_updated', { type: 'success' });
      navigate(routeTo(moduleRoutes.sch.eventDetails, { id }));
    } catch (error) {
      notifyError(error);
    }
  };
  // The invitees are read first, so that the form starts with them.
  const tags = useApiCall<Invitee[]>(`invitees:${id}`, (p) => inviteesOf(p, id));
  if (tags.isPending) return null;
  current.current = tags.data ?? [];
  return (
    <Edit
      resource="events"
      id={id}
      title={false}
      mutationMode="pessimistic"
      transform={transform}
      queryOptions={{ onError, select }}
      mutationOptions={{ onSuccess }}
      sx={{ maxWidth: 900 }}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <EventInputs />
      </SimpleForm>
    </Edit>
  );
};
