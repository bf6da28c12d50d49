/** The details screen of a tagged record, to go back to after managing its files. */
export function detailsPathOf(tagType: string, typeId: number): string {
  if (tagType === 'lead') return `/modules/com/lead-details/${typeId}`;
  if (tagType === 'customer') return `/modules/crm/customer-details/${typeId}`;
  return `/modules/inv/item-details/${typeId}`;
}
