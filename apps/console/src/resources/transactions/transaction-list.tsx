import { signedInUserId } from '../../auth/session-storage';
import { ListTable } from '../../components/list-table';
import { ResourceList } from '../../components/resource-list';
import { useScreen } from '../../routes/screen-frame';
import { LedgerCheck } from '../ledger/ledger-check';
import { TransactionTable } from './transaction-table';

/** /admin/transactions (all of them) and /client/transactions (the client's own, GET /transactions/client). */
export const TransactionList = () => {
  const { area } = useScreen();
  const isClient = area === 'client';
  return (
    <>
      <ResourceList
        resource="transactions"
        filter={isClient ? { client: signedInUserId() } : undefined}
        sort={{ field: 'dateTime', order: 'DESC' }}
      >
        <TransactionTable table={ListTable} withClient={!isClient} />
      </ResourceList>
      {/* A client checks that its invoices and payments were not altered behind its back. */}
      {isClient && <LedgerCheck />}
    </>
  );
};
