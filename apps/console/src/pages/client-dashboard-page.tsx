import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListContextProvider, ResourceContextProvider, useGetList, useList, useTranslate, type RaRecord } from 'react-admin';
import { signedInUserId } from '../auth/session-storage';
import { useNotifyError } from '../components/use-notify-error';
import { SummaryTable } from '../components/summary-table';
import { InvoiceTable } from '../resources/invoices/invoice-table';
import { TransactionTable } from '../resources/transactions/transaction-table';
import { LinkButton } from '../components/link-button';
import { SeatUsage } from '../resources/subscriptions/subscription-usage';

const Section = ({
  title,
  to,
  rows,
  isPending,
  resource,
  children,
}: {
  title: string;
  to: string;
  rows: RaRecord[];
  isPending: boolean;
  resource: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const list = useList({ data: rows, isPending, resource, perPage: 15 });
  return (
    <Stack component="section" spacing={1} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h6">
          {translate(title)}
        </Typography>
        <LinkButton to={to} label="dashboard.see_all" />
      </Stack>
      <Card sx={{ overflowX: 'auto' }}>
        <ResourceContextProvider value={resource}>
          <ListContextProvider value={list}>{children}</ListContextProvider>
        </ResourceContextProvider>
      </Card>
    </Stack>
  );
};

/**
 * Each of the client's subscriptions with how many of its projects and users are taken and the buttons to
 * add them: where a new client starts (issue 19). Nothing while the client has none.
 */
const Subscriptions = ({ client }: { client: number }) => {
  const translate = useTranslate();
  const { data } = useGetList('subscriptions', {
    filter: { client },
    sort: { field: 'id', order: 'ASC' },
    pagination: { page: 1, perPage: 15 },
  });
  if (!data?.length) return null;
  return (
    <Stack component="section" spacing={1} sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6">
        {translate('dashboard.your_subscriptions')}
      </Typography>
      {data.map((s) => (
        <Card key={s.id} className="subscription-usage">
          <CardContent>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
              <Typography component="h3" variant="subtitle1">
                {translate('dashboard.subscription_title', { coreId: s.coreId, status: translate(`status.${s.status}`) })}
              </Typography>
              <LinkButton to={`/client/subscription-details/${s.id}`} label="dashboard.see_subscription" />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 2, sm: 6 } }}>
              <SeatUsage seat="projects" subscription={s.id} limit={s.maxProjects} />
              <SeatUsage seat="users" subscription={s.id} limit={s.maxUsers} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

/**
 * /client/dashboard: the client's subscriptions with their projects and users, then the unpaid invoices
 * (soonest due first) and latest transactions, from their own lists.
 */
export const ClientDashboardPage = () => {
  const notifyError = useNotifyError();
  const client = signedInUserId();
  const onError = (error: unknown) => notifyError(error, 'list.api_error');
  const invoices = useGetList(
    'invoices',
    { filter: { client, status: 'unpaid' }, sort: { field: 'dueDate', order: 'ASC' }, pagination: { page: 1, perPage: 15 } },
    { onError },
  );
  const transactions = useGetList(
    'transactions',
    { filter: { client }, sort: { field: 'dateTime', order: 'DESC' }, pagination: { page: 1, perPage: 5 } },
    { onError },
  );
  const unpaid = (invoices.data ?? []).filter((invoice) => invoice.status === 'unpaid');
  return (
    <>
      <Subscriptions client={client} />
      <Section title="dashboard.unpaid_invoices" to="/client/invoices" rows={unpaid} isPending={invoices.isPending} resource="invoices">
        <InvoiceTable table={SummaryTable} withClient={false} />
      </Section>
      <Section
        title="dashboard.recent_transactions"
        to="/client/transactions"
        rows={transactions.data ?? []}
        isPending={transactions.isPending}
        resource="transactions"
      >
        <TransactionTable table={SummaryTable} withClient={false} />
      </Section>
    </>
  );
};
