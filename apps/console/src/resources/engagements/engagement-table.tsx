import { Link as MuiLink } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { Link } from 'react-router-dom';
import type { Schemas } from '@atrium/api-client';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { UnixDateField } from '../../components/dates';
import { ResourceList } from '../../components/resource-list';
import { personName } from '../../components/person-name';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

type Engagement = Schemas['EngagementDto'];

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

/**
 * The customer or lead an engagement names, by name or e-mail, linking to their details through the spec's
 * /view-details/{id}; 'Deleted' once they are gone.
 */
const OwnerLink = ({ e }: { e: Engagement }) => {
  const translate = useTranslate();
  if (!e.ownerDetails) return <>{translate('inv.owner_deleted')}</>;
  return (
    <MuiLink component={Link} to={`/view-details/${e.typeId}?tagType=${e.tagType}`} onClick={stop}>
      {personName(e.ownerDetails)}
    </MuiLink>
  );
};

const ItemLink = ({ e }: { e: Engagement }) => (
  <MuiLink component={Link} to={routeTo(moduleRoutes.inv.itemDetails, { id: e.inventory })} onClick={stop}>
    {e.inventoryName}
  </MuiLink>
);

/**
 * A table of engagements (GET /inv/tags with `filter`): the item, the customer or lead, when, and Delete
 * after the confirmation. `columns` leaves out what the screen already shows.
 */
export const EngagementTable = ({
  filter,
  columns,
  storeKey,
  create,
  readOnly = false,
}: {
  filter: Record<string, unknown>;
  columns: { item?: boolean; owner?: boolean; type?: boolean };
  storeKey: string;
  create?: React.ReactNode;
  readOnly?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <ResourceList resource="engagements" embedded filter={filter} storeKey={storeKey} create={create}>
      <Datagrid bulkActionButtons={false}>
        {columns.item && <FunctionField source="inventoryName" render={(e: Engagement) => <ItemLink e={e} />} />}
        {columns.owner && <FunctionField source="ownerDetails" render={(e: Engagement) => <OwnerLink e={e} />} />}
        {columns.type && <FunctionField source="tagType" render={(e: Engagement) => translate(`inv.tag_type.${e.tagType}`)} />}
        <UnixDateField source="createdAt" withTime />
        {readOnly ? null : <ConfirmDeleteButton resource="engagements" successMessage="messages.deleted_successfully" />}
      </Datagrid>
    </ResourceList>
  );
};
