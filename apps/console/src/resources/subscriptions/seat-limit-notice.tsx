import { Alert } from '@mui/material';
import { useGetOne, useTranslate, type Identifier } from 'react-admin';
import { useSeatsUsed, type Seat } from './subscription-usage';

/**
 * Above an add form: how many of the subscription's seats are taken, before anything is typed; when none
 * is left, that the form will be refused and what to do instead.
 */
export const SeatLimitNotice = ({ seat, subscription }: { seat: Seat; subscription: Identifier }) => {
  const translate = useTranslate();
  const { data } = useGetOne('subscriptions', { id: subscription });
  const used = useSeatsUsed(seat, subscription);
  const limit = (seat === 'projects' ? data?.maxProjects : data?.maxUsers) as number | undefined;
  if (used === undefined || limit === undefined) return null;
  const full = used >= limit;
  return (
    <Alert severity={full ? 'warning' : 'info'} sx={{ mb: 2, maxWidth: 720 }} className="seat-limit">
      {translate(`subscription.${seat}_used`, { used, limit, smart_count: limit })}
      {full ? ` ${translate(`subscription.${seat}_full`)}` : ''}
    </Alert>
  );
};
