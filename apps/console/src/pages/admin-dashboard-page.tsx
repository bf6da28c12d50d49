import { Card, Chip, Stack, Toolbar, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ListContextProvider, ResourceContextProvider, useList, useTranslate, type RaRecord } from 'react-admin';
import type { Schemas } from '@atrium/api-client';
import { useApiCall } from '../components/use-api-call';
import { useNotifyError } from '../components/use-notify-error';
import { SummaryTable } from '../components/summary-table';
import { InvoiceTable } from '../resources/invoices/invoice-table';
import { LedgerCheck } from '../resources/ledger/ledger-check';
import { TransactionTable } from '../resources/transactions/transaction-table';

// MUI's table pagination is ~7 kB gzip that the admin's first screen can fetch while its stats load: it draws
// nothing before the rows are there (console-size budget).
const SummaryPagination = lazy(() => import('../components/summary-pagination').then((m) => ({ default: m.SummaryPagination })));

/** One table of the dashboard over rows already loaded: paged and sorted in the browser. */
const StatsTable = ({
  title,
  count,
  resource,
  rows,
  isPending,
  children,
}: {
  title: string;
  count: string;
  resource: string;
  rows?: RaRecord[];
  isPending: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const list = useList({ data: rows ?? [], isPending, resource, perPage: 15 });
  return (
    <Stack component="section" spacing={1} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="h6">
          {translate(title)}
        </Typography>
        <Chip size="small" label={count} />
      </Stack>
      <Card sx={{ overflowX: 'auto' }}>
        <ResourceContextProvider value={resource}>
          <ListContextProvider value={list}>
            {children}
            <Suspense fallback={<Toolbar variant="dense" />}>
              <SummaryPagination />
            </Suspense>
          </ListContextProvider>
        </ResourceContextProvider>
      </Card>
    </Stack>
  );
};

/** /admin/dashboard: the unpaid invoices and the latest transactions, from GET /stats/admin; the ledger's check. */
export const AdminDashboardPage = () => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const stats = useApiCall<Schemas['AdminStatsDto']>('admin', (provider) => provider.send('stats', { method: 'GET' }));
  useEffect(() => {
    if (stats.error) notifyError(stats.error, 'list.api_error');
  }, [stats.error, notifyError]);
  const data = stats.data;
  return (
    <>
      <StatsTable
        title="dashboard.unpaid_invoices"
        count={translate('dashboard.unpaid_count', { count: data?.unpaidCount ?? 0 })}
        resource="invoices"
        rows={data?.invoices}
        isPending={stats.isPending}
      >
        <InvoiceTable table={SummaryTable} />
      </StatsTable>
      <StatsTable
        title="dashboard.transactions"
        count={translate('dashboard.transaction_count', { count: data?.transactionCount ?? 0 })}
        resource="transactions"
        rows={data?.transactions}
        isPending={stats.isPending}
      >
        <TransactionTable table={SummaryTable} />
      </StatsTable>
      {/* Every client's billing ledger at once. */}
      <LedgerCheck />
    </>
  );
};
