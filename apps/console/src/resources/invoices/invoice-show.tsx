import EditIcon from '@mui/icons-material/Edit';
import { FunctionField, Show, TextField, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Link } from '@mui/material';
import { useAreaPath } from '../../components/area-path';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { UnixDateField } from '../../components/dates';
import { FieldGrid } from '../../components/details';
import { useReadFailure } from '../../components/form';
import { MoneyField } from '../../components/money';
import { StatusField } from '../../components/status-field';
import { useScreen } from '../../routes/screen-frame';
import { MarkPaidButton } from './mark-paid-button';
import { LinkButton } from '../../components/link-button';

/** Admins, while the invoice is unpaid: Set as Paid, Edit, Delete. Clients only read it. */
const AdminActions = () => {
  const record = useRecordContext();
  if (record?.status !== 'unpaid') return <TopToolbar />;
  return (
    <TopToolbar>
      <MarkPaidButton />
      <LinkButton to={`/admin/edit-invoice/${record.id}`} label="actions.edit" icon={<EditIcon />} />
      <ConfirmDeleteButton resource="invoices" successMessage="messages.invoice_deleted" redirectTo="/admin/invoices" />
    </TopToolbar>
  );
};

/** /admin/invoice-details/:id and /client/invoice-details/:id. A missing invoice: 'The invoice does not exist', then `/`. */
export const InvoiceShow = () => {
  const { id } = useParams();
  const { area } = useScreen();
  const path = useAreaPath();
  const onReadError = useReadFailure('/', 'messages.invoice_missing');
  const subscriptionLink = (record: RaRecord) => (
    <Link component={RouterLink} to={path('subscription-details', record.subscription)}>
      {[record.company, record.coreId].filter(Boolean).join(' — ')}
    </Link>
  );
  return (
    <Show
      resource="invoices"
      id={Number(id)}
      title={false}
      actions={area === 'admin' ? <AdminActions /> : false}
      queryOptions={{ onError: onReadError, retry: false }}
    >
      <FieldGrid>
        <TextField source="id" />
        <StatusField source="status" />
        <MoneyField source="amount" />
        <FunctionField source="subscription" render={subscriptionLink} />
        <UnixDateField source="dateCreated" />
        <UnixDateField source="dueDate" />
        <UnixDateField source="paidAt" />
      </FieldGrid>
      <FieldGrid>
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} />
      </FieldGrid>
    </Show>
  );
};
