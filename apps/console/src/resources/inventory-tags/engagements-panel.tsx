import { DetailsSection } from '../../components/details';
import { EngagementTable } from './engagement-table';
import { TagItemButton } from './tag-item-dialog';

/**
 * "Inventory Engagements" on a lead's or customer's details: the items tagged to them (each linking to its
 * details), Tag Item to add one, Delete to remove one.
 */
export const EngagementsPanel = ({ tagType, typeId }: { tagType: 'lead' | 'customer'; typeId: number }) => (
  <DetailsSection title="inv.engagements_panel">
    <EngagementTable
      filter={{ tagType, typeId }}
      columns={{ item: true }}
      storeKey={`inv-engagements-${tagType}-${typeId}`}
      create={<TagItemButton tagType={tagType} typeId={typeId} />}
    />
  </DetailsSection>
);
