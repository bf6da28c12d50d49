import AddIcon from '@mui/icons-material/Add';
import { Box, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { LinkButton } from '../../components/link-button';

export type Seat = 'projects' | 'users';

/** How many of a subscription's projects or users are taken (the lists' totals; one row read each). */
export function useSeatsUsed(seat: Seat, subscription: Identifier | undefined): number | undefined {
  const { total } = useGetList(
    seat,
    { filter: { subscription }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: subscription !== undefined },
  );
  return total;
}

const ADD = { projects: ['add-project', 'actions.add_project'], users: ['add-user', 'actions.add_user'] } as const;
const MANAGE = { projects: ['manage-projects', 'actions.manage_projects'], users: ['manage-users', 'actions.manage_users'] } as const;

/**
 * One seat of a client's subscription: '2 of 3 projects used', and the buttons to add one (while
 * there is room) and to manage them (issue 19: a new client saw nowhere to start).
 */
export const SeatUsage = ({ seat, subscription, limit }: { seat: Seat; subscription: Identifier; limit: number }) => {
  const translate = useTranslate();
  const used = useSeatsUsed(seat, subscription);
  const full = used !== undefined && used >= limit;
  return (
    <Box className={`seat-usage seat-${seat}`}>
      <Typography variant="body2">
        {used === undefined ? '…' : translate(`subscription.${seat}_used`, { used, limit, smart_count: limit })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {full ? null : (
          <LinkButton to={`/client/${ADD[seat][0]}/${subscription}`} label={ADD[seat][1]} icon={<AddIcon />} variant="outlined" />
        )}
        <LinkButton to={`/client/${MANAGE[seat][0]}/${subscription}`} label={MANAGE[seat][1]} />
      </Stack>
    </Box>
  );
};
