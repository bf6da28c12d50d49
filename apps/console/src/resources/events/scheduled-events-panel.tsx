import { Card, CardContent } from '@mui/material';
import type { Schemas } from '@atrium/api-client';
import { DetailsSection } from '../../components/details';
import { useApiCall } from '../../components/use-api-call';
import { EventLines } from './event-list-items';

type Invitee = Schemas['InviteeDto'];

/** "Scheduled Events" on a lead's or customer's details: the events they are invited to (GET /sch/tags?typeId&tagType). */
export const ScheduledEventsPanel = ({
  tagType,
  typeId,
  title = 'leads.events',
}: {
  tagType: Invitee['tagType'];
  typeId: number;
  title?: string;
}) => {
  const { data, isPending } = useApiCall<Invitee[]>(`sch-tags-${tagType}-${typeId}`, (p) =>
    p.send<Invitee[]>('invitees', { method: 'GET', query: { tagType, typeId, perPage: 100 } }),
  );
  const events = data?.map((t) => ({ id: t.event, ...t.eventDetails }));
  return (
    <DetailsSection title={title}>
      <Card variant="outlined">
        <CardContent sx={{ pt: 1 }}>
          <EventLines events={events} isPending={isPending} label={title} />
        </CardContent>
      </Card>
    </DetailsSection>
  );
};
