import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { EmailField, Show, TextField, TopToolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { UnixDateField } from '../../components/dates';
import { DetailsSection, FieldGrid } from '../../components/details';
import { useReadFailure } from '../../components/form';
import { ListTable } from '../../components/list-table';
import { ResourceList } from '../../components/resource-list';
import { InvoiceTable } from '../invoices/invoice-table';
import { SubscriptionTable } from '../subscriptions/subscription-table';
import { TransactionTable } from '../transactions/transaction-table';
import { LinkButton } from '../../components/link-button';
import { ResetTwoFactorButton } from './reset-two-factor-button';
import { RecordHistory } from '../audit/record-history';
import { LedgerCheck } from '../ledger/ledger-check';

/** /admin/client-details/:id: the client, Edit and Delete, and their subscriptions, invoices and transactions,
 * and the check of their billing ledger. */
export const ClientShow = () => {
  const { id } = useParams();
  const client = Number(id);
  const onReadError = useReadFailure('/admin/clients');
  const actions = (
    <TopToolbar>
      <LinkButton to={`/admin/edit-client/${id}`} label="actions.edit" icon={<EditIcon />} />
      <ResetTwoFactorButton clientId={client} />
      <ConfirmDeleteButton resource="clients" successMessage="messages.deleted" redirectTo="/admin/clients" />
    </TopToolbar>
  );
  return (
    <>
      <Show resource="clients" id={Number(id)} title={false} actions={actions} queryOptions={{ onError: onReadError }}>
        <FieldGrid>
          <TextField source="company" />
          <TextField source="firstname" />
          <TextField source="lastname" />
          <EmailField source="email" />
          <TextField source="phone" />
          <UnixDateField source="createdAt" />
        </FieldGrid>
      </Show>
      <DetailsSection title="details.subscriptions">
        <ResourceList
          resource="subscriptions"
          embedded
          filter={{ client }}
          create={<LinkButton to={`/admin/add-subscription?client=${client}`} label="actions.add_subscription" icon={<AddIcon />} />}
        >
          <SubscriptionTable withClient={false} />
        </ResourceList>
      </DetailsSection>
      <DetailsSection title="details.invoices">
        <ResourceList resource="invoices" embedded filter={{ client }}>
          <InvoiceTable table={ListTable} withClient={false} />
        </ResourceList>
      </DetailsSection>
      <DetailsSection title="details.transactions">
        <ResourceList resource="transactions" embedded filter={{ client }} sort={{ field: 'dateTime', order: 'DESC' }}>
          <TransactionTable table={ListTable} withClient={false} />
        </ResourceList>
      </DetailsSection>
      <DetailsSection title="details.history">
        <RecordHistory resource="clients" id={client} />
      </DetailsSection>
      <DetailsSection title="details.ledger">
        <LedgerCheck client={client} />
      </DetailsSection>
    </>
  );
};
