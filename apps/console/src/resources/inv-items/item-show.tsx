import EditIcon from '@mui/icons-material/Edit';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { useRecordOf } from '../../data-provider/records';
import { useParams } from 'react-router-dom';
import type { Schemas } from '@atrium/api-client';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { DetailsSection } from '../../components/details';
import { formatMoney } from '../../components/format';
import { useReadFailure } from '../../components/form';
import { LinkButton } from '../../components/link-button';
import { AssetTagsPanel } from '../asset-tags/asset-tags-panel';
import { EngagementTable } from '../engagements/engagement-table';
import { NotesPanel } from '../notes/notes-panel';
import { ManageAvailabilityButton } from './availability-dialog';
import { ItemStatusField } from './item-status';
import { inTemplateOrder, templateFieldLabel } from './template-field';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

type Item = Schemas['ItemDto'];

/** The item's template fields, in the template's order, each under its label (cost in Canadian dollars). */
const ItemData = ({ data, fields }: { data: Item['data']; fields: string[] | undefined }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2, m: 0 }}>
    {inTemplateOrder(data, fields).map(([field, value]) => (
      <Box key={field}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {templateFieldLabel(field)}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {field === 'cost' ? formatMoney(Number(value)) : String(value)}
        </Typography>
      </Box>
    ))}
  </Box>
);

/**
 * /modules/inv/item-details/:id: the item's information and availability with Manage Availability, Edit and
 * Delete; its engagements, its digital assets and its notes.
 */
export const ItemShow = () => {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const onError = useReadFailure(moduleRoutes.inv.items);
  const { data: item } = useRecordOf('inv-items', { id }, { onError });
  const { data: group } = useRecordOf('inv-groups', { id: item?.inventoryGroup ?? 0 }, { enabled: !!item });
  const { data: template } = useRecordOf('inv-templates', { id: group?.template ?? 0 }, { enabled: !!group });
  if (!item) return null;
  return (
    <RecordContextProvider value={item}>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography component="h2" variant="h5">
            {item.item}
          </Typography>
          <Typography color="text.secondary">
            {group?.name} · {formatMoney(item.cost)}
          </Typography>
          <Box sx={{ mt: 1 }} aria-label={translate('resources.inv-items.fields.status')}>
            <ItemStatusField />
          </Box>
          <Box sx={{ mt: 2 }}>
            {/* Once the template says the order: the fields never show in one order, then another. */}
            {template ? <ItemData data={item.data} fields={template.fields} /> : null}
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            <ManageAvailabilityButton id={item.id} status={item.status} />
            <LinkButton
              to={routeTo(moduleRoutes.inv.editItem, { group: item.inventoryGroup, id: item.id })}
              label="actions.edit"
              icon={<EditIcon />}
            />
            <ConfirmDeleteButton resource="inv-items" successMessage="messages.deleted_successfully" redirectTo={moduleRoutes.inv.items} />
          </Stack>
        </CardContent>
      </Card>
      <DetailsSection title="inv.engagements">
        <EngagementTable filter={{ item: item.id }} columns={{ owner: true, type: true }} storeKey={`inv-item-engagements-${item.id}`} />
      </DetailsSection>
      <AssetTagsPanel tagType="inventory" typeId={item.id} />
      <NotesPanel recipientType="inventory" recipientId={item.id} />
    </RecordContextProvider>
  );
};
