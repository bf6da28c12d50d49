import { DetailsSection } from '../../components/details';
import { EngagementTable } from './engagement-table';

/** /modules/inv/engagements: the project's customer engagements and lead engagements, each linking to its details. */
export const EngagementList = () => (
  <>
    <DetailsSection title="inv.customer_engagements">
      <EngagementTable filter={{ tagType: 'customer' }} columns={{ item: true, owner: true }} storeKey="inv-engagements-customer" />
    </DetailsSection>
    <DetailsSection title="inv.lead_engagements">
      <EngagementTable filter={{ tagType: 'lead' }} columns={{ item: true, owner: true }} storeKey="inv-engagements-lead" />
    </DetailsSection>
  </>
);

// The spec's /view-details/{id}, where this list's names link: in this list's chunk (one download less).
export { ViewDetailsPage } from './view-details';
