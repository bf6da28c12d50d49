import AddIcon from '@mui/icons-material/Add';
import GroupIcon from '@mui/icons-material/Group';
import WorkIcon from '@mui/icons-material/Work';
import { FunctionField, NumberField, Show, TextField, TopToolbar, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import { useAreaPath } from '../../components/area-path';
import { UnixDateField } from '../../components/dates';
import { DetailsSection, FieldGrid } from '../../components/details';
import { useReadFailure } from '../../components/form';
import { MoneyField } from '../../components/money';
import { ListTable } from '../../components/list-table';
import { ResourceList } from '../../components/resource-list';
import { StatusField } from '../../components/status-field';
import { useScreen } from '../../routes/screen-frame';
import { InvoiceTable } from '../invoices/invoice-table';
import { ModulesField } from './modules';
import { SubscriptionStatusButton } from './subscription-status-button';
import { clientLabel } from './subscription-table';
import { LinkButton } from '../../components/link-button';

/** Admins: Activate/Deactivate and Add Invoice. Clients: the users and projects of the subscription. */
const Actions = () => {
  const { area } = useScreen();
  const record = useRecordContext();
  if (!record) return <TopToolbar />;
  return area === 'admin' ? (
    <TopToolbar>
      <SubscriptionStatusButton />
      <LinkButton to={`/admin/add-invoice?subscription=${record.id}`} label="actions.add_invoice" icon={<AddIcon />} />
    </TopToolbar>
  ) : (
    <TopToolbar>
      <LinkButton to={`/client/manage-users/${record.id}`} label="actions.manage_users" icon={<GroupIcon />} variant="outlined" />
      <LinkButton to={`/client/manage-projects/${record.id}`} label="actions.manage_projects" icon={<WorkIcon />} variant="outlined" />
    </TopToolbar>
  );
};

const BillingCycleField = (_: { source: string }) => {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2">
      {translate('subscription.monthly')}
    </Typography>
  );
};

/** /admin/subscription-details/:id and /client/subscription-details/:id: the subscription and its invoices. */
export const SubscriptionShow = () => {
  const { id } = useParams();
  const { area } = useScreen();
  const path = useAreaPath();
  const onReadError = useReadFailure(path('subscriptions'));
  const clientLink = (record: RaRecord) =>
    area === 'admin' ? (
      <Link component={RouterLink} to={`/admin/client-details/${record.client}`}>
        {clientLabel(record)}
      </Link>
    ) : (
      clientLabel(record)
    );
  return (
    <>
      <Show resource="subscriptions" id={Number(id)} title={false} actions={<Actions />} queryOptions={{ onError: onReadError }}>
        <FieldGrid>
          <TextField source="coreId" />
          <FunctionField source="client" render={clientLink} />
          <StatusField source="status" />
          <MoneyField source="price" />
          <NumberField source="maxProjects" />
          <NumberField source="maxUsers" />
          <BillingCycleField source="billingCycle" />
          <UnixDateField source="startDate" />
          <UnixDateField source="endDate" />
          <ModulesField source="modules" />
        </FieldGrid>
      </Show>
      <DetailsSection title="details.invoices">
        <ResourceList resource="invoices" embedded filter={{ subscription: Number(id) }}>
          <InvoiceTable table={ListTable} withClient={false} />
        </ResourceList>
      </DetailsSection>
    </>
  );
};
