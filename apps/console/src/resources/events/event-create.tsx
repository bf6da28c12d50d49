import { useRef } from 'react';
import { Create, SimpleForm, useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SaveToolbar } from '../../components/form';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { EventInputs, splitEventForm, type Invitees } from './event-inputs';
import { setInvitees } from './invitees';
import { moduleRoutes } from '../../routes/module-routes';

/** /modules/sch/add-event: the event, then one POST /sch/tags per invitee; 'Event added!' and back to the calendar. */
export const EventCreate = () => {
  const provider = useDataProvider<AtriumDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const invitees = useRef<Invitees>({ customers: [], leads: [] });
  const transform = (data: Record<string, unknown>) => {
    const split = splitEventForm(data);
    invitees.current = split.invitees;
    return split.fields;
  };
  const onSuccess = async (saved: RaRecord) => {
    try {
      await setInvitees(provider, Number(saved.id), invitees.current);
      notify('messages.event_added', { type: 'success' });
    } catch (error) {
      notifyError(error);
    }
    navigate(`${moduleRoutes.sch.events}?day=${Number(saved.dateTime)}`);
  };
  return (
    <Create resource="events" title={false} transform={transform} mutationOptions={{ onSuccess }} sx={{ maxWidth: 900 }}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />}>
        <EventInputs />
      </SimpleForm>
    </Create>
  );
};
