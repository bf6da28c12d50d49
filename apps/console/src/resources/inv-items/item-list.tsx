import AddIcon from '@mui/icons-material/Add';
import { Box, Card, Skeleton, Typography } from '@mui/material';
import { TextField } from 'react-admin';
import { useRecordsOf } from '../../data-provider/records';
import { Datagrid } from '../../components/datagrid';
import type { Schemas } from '@atrium/api-client';
import { UnixDateField } from '../../components/dates';
import { EmptyList } from '../../components/empty-list';
import { LinkButton } from '../../components/link-button';
import { MoneyField } from '../../components/money';
import { ResourceList } from '../../components/resource-list';
import { ImportButton } from '../imports/import-button';
import { EditDeleteActions } from '../../components/row-actions';
import { ItemStatusField } from './item-status';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

type Group = Schemas['InventoryGroupDto'];

/** One group's items: name, cost in Canadian dollars, status; a row opens the item's details. */
const GroupItems = ({ group }: { group: Group }) => (
  <Box component="section" sx={{ mt: 3 }} aria-labelledby={`inv-group-${group.id}`}>
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
      <Typography component="h2" variant="h6" id={`inv-group-${group.id}`}>
        {group.name}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <ImportButton resource="items" group={group.id} />
        <LinkButton
          to={routeTo(moduleRoutes.inv.addItem, { group: group.id })}
          label="actions.add_item"
          icon={<AddIcon />}
          variant="contained"
        />
      </Box>
    </Box>
    <ResourceList resource="inv-items" embedded filter={{ group: group.id }} storeKey={`inv-items-${group.id}`}>
      <Datagrid bulkActionButtons={false} rowClick={(id) => routeTo(moduleRoutes.inv.itemDetails, { id })}>
        <TextField source="item" />
        <MoneyField source="cost" />
        <ItemStatusField source="status" />
        <UnixDateField source="createdAt" />
        <EditDeleteActions
          editTo={(item) => routeTo(moduleRoutes.inv.editItem, { group: group.id, id: item.id })}
          resource="inv-items"
          deletedMessage="messages.deleted_successfully"
        />
      </Datagrid>
    </ResourceList>
  </Box>
);

/** /modules/inv/items: one table per group of the project, each with its Add Item button. */
export const ItemList = () => {
  const { data: groups, isPending } = useRecordsOf('inv-groups', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (isPending) return <Skeleton variant="rectangular" height={240} sx={{ mt: 2 }} />;
  if (!groups?.length)
    return (
      <Card sx={{ mt: 2 }}>
        <EmptyList
          action={<LinkButton to={moduleRoutes.inv.addGroup} label="actions.add_group" icon={<AddIcon />} variant="contained" />}
        />
      </Card>
    );
  return (
    <>
      {groups.map((group) => (
        <GroupItems key={group.id} group={group} />
      ))}
    </>
  );
};
