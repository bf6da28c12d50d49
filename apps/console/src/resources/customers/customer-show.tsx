import EditIcon from '@mui/icons-material/Edit';
import { Box, Typography } from '@mui/material';
import { EmailField, ReferenceField, Show, TextField, TopToolbar, WithRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useRecordProject } from '../../auth/use-record-project';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { UnixDateField } from '../../components/dates';
import { FieldGrid } from '../../components/details';
import { useReadFailure } from '../../components/form';
import { LinkButton } from '../../components/link-button';
import { personName, type PersonLike } from '../../components/person-name';
import { AssetTagsPanel } from '../asset-tags/asset-tags-panel';
import { ScheduledEventsPanel } from '../events/scheduled-events-panel';
import { EngagementsPanel } from '../engagements/engagements-panel';
import { NotesPanel } from '../notes/notes-panel';
import { SentMailPanel } from '../sent-mail/sent-mail-panel';
import { useSubscriptionModules } from '../../layout/use-user-projects';
import { FromLead, LeadHistory } from './lead-history';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

type Customer = { id: number; email: string; leadId: number | null; project: number };

/**
 * Under the customer's information: where it came from, its engagements, events, files and notes, its mail
 * (when the subscription has communications), and the history of the lead it was.
 */
const CustomerPanels = ({ customer }: { customer: Customer }) => {
  useRecordProject(customer.project);
  const hasMail = useSubscriptionModules()?.includes('com') ?? false;
  const id = Number(customer.id);
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      {customer.leadId ? <FromLead leadId={customer.leadId} /> : null}
      <EngagementsPanel tagType="customer" typeId={id} />
      <ScheduledEventsPanel tagType="customer" typeId={id} />
      {hasMail ? <SentMailPanel email={customer.email} sendTo={`/users/send-mail/${id}/customers`} /> : null}
      <AssetTagsPanel tagType="customer" typeId={id} />
      <NotesPanel recipientType="customer" recipientId={id} />
      {customer.leadId && hasMail ? <LeadHistory leadId={customer.leadId} /> : null}
    </Box>
  );
};

/**
 * /modules/crm/customer-details/:id: the customer's information, Edit, Delete ('Deleted successfully'), its
 * panels and the history of the lead it was.
 */
export const CustomerShow = () => {
  const { id } = useParams();
  const onReadError = useReadFailure(moduleRoutes.crm.customers);
  const actions = (
    <TopToolbar>
      <LinkButton to={routeTo(moduleRoutes.crm.editCustomer, { id: Number(id) })} label="actions.edit" icon={<EditIcon />} />
      <ConfirmDeleteButton resource="customers" successMessage="messages.deleted_successfully" redirectTo={moduleRoutes.crm.customers} />
    </TopToolbar>
  );
  return (
    <Show resource="customers" id={Number(id)} title={false} actions={actions} queryOptions={{ onError: onReadError }}>
      {/* By name, or by e-mail for a customer converted from a lead without one. */}
      <WithRecord
        render={(customer) => (
          <Typography component="h2" variant="h5" sx={{ px: 2, pt: 2 }}>
            {personName(customer as PersonLike)}
          </Typography>
        )}
      />
      <FieldGrid>
        <TextField source="firstname" emptyText="—" />
        <TextField source="lastname" emptyText="—" />
        <EmailField source="email" />
        <TextField source="phone" emptyText="—" />
        <TextField source="address" emptyText="—" />
        <TextField source="city" emptyText="—" />
        <TextField source="province" emptyText="—" />
        <ReferenceField source="customerGroup" reference="customer-groups" link={false}>
          <TextField source="groupName" />
        </ReferenceField>
        <ReferenceField source="assignedTo" reference="users" link={false} emptyText="—">
          <TextField source="firstname" />
        </ReferenceField>
        <UnixDateField source="createdAt" />
      </FieldGrid>
      {/* Once the customer is read: a customer the caller cannot see has no files or notes to load. */}
      <WithRecord render={(customer) => <CustomerPanels customer={customer as unknown as Customer} />} />
    </Show>
  );
};
