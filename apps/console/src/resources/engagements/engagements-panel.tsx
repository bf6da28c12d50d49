import { DetailsSection } from '../../components/details';
import { EngagementTable } from './engagement-table';
import { TagItemButton } from './tag-item-dialog';

/**
 * "Inventory Engagements" on a lead's or customer's details: the items tagged to them (each linking to its
 * details), Tag Item to add one, Delete to remove one.
 */
export const EngagementsPanel = ({
  tagType,
  typeId,
  title = 'inv.engagements_panel',
  readOnly = false,
}: {
  tagType: 'lead' | 'customer';
  typeId: number;
  title?: string;
  /** Only the engagements (a customer's view of the lead it was): no Tag Item, no delete. */
  readOnly?: boolean;
}) => (
  <DetailsSection title={title}>
    <EngagementTable
      filter={{ tagType, typeId }}
      columns={{ item: true }}
      storeKey={`inv-engagements-${tagType}-${typeId}`}
      create={readOnly ? undefined : <TagItemButton tagType={tagType} typeId={typeId} />}
      readOnly={readOnly}
    />
  </DetailsSection>
);
