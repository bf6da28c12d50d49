import { Stack } from '@mui/material';
import { AutocompleteArrayInput, ReferenceArrayInput, required, TextInput } from 'react-admin';
import { utcDay, utcNow } from './event-time';
import { personName } from '../../components/person-name';

const byName = (q: string) => ({ q });

/** Spec 2 §5: name and description required; dates default to today, 24-hour times to now (UTC). */
export const EventInputs = () => (
  <>
    <TextInput source="event" label="sch.event_name" validate={required()} autoComplete="off" autoFocus fullWidth />
    <TextInput source="description" label="sch.description" validate={required()} multiline minRows={3} fullWidth />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput source="startDate" label="sch.start_date" type="date" defaultValue={utcDay()} validate={required()} />
      <TextInput source="startTime" label="sch.start_time" type="time" defaultValue={utcNow()} validate={required()} />
      <TextInput source="endDate" label="sch.end_date" type="date" defaultValue={utcDay()} validate={required()} />
      <TextInput source="endTime" label="sch.end_time" type="time" defaultValue={utcNow()} validate={required()} />
    </Stack>
    <ReferenceArrayInput source="customers" reference="customers" perPage={50}>
      <AutocompleteArrayInput label="sch.invitee_customers" optionText={personName} filterToQuery={byName} fullWidth />
    </ReferenceArrayInput>
    <ReferenceArrayInput source="leads" reference="leads" perPage={50}>
      <AutocompleteArrayInput label="sch.invitee_leads" optionText={personName} filterToQuery={byName} fullWidth />
    </ReferenceArrayInput>
  </>
);

/** The fields POST and PATCH /sch/events take from the form (the invitees go through /sch/tags). */
export const EVENT_FIELDS = ['event', 'description', 'startDate', 'startTime', 'endDate', 'endTime'] as const;

export interface Invitees {
  customers: number[];
  leads: number[];
}

/** Splits the form's values: the event's own fields, and the invitees chosen. */
export function splitEventForm(data: Record<string, unknown>): { fields: Record<string, unknown>; invitees: Invitees } {
  const fields = Object.fromEntries(EVENT_FIELDS.map((f) => [f, data[f]]));
  const ids = (v: unknown) => (Array.isArray(v) ? v.map(Number) : []);
  return { fields, invitees: { customers: ids(data.customers), leads: ids(data.leads) } };
}
