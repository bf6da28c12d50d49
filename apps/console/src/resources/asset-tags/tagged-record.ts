import { moduleRoutes, routeTo } from '../../routes/module-routes';
/** The details screen of a tagged record, to go back to after managing its files. */
export function detailsPathOf(tagType: string, typeId: number): string {
  if (tagType === 'lead') return routeTo(moduleRoutes.com.leadDetails, { id: typeId });
  if (tagType === 'customer') return routeTo(moduleRoutes.crm.customerDetails, { id: typeId });
  return routeTo(moduleRoutes.inv.itemDetails, { id: typeId });
}
