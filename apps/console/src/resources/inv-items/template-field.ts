/**
 * A template field's label, as the template names it (issue 19): its own words, only the first letter raised
 * and underscores read as spaces, so that the spec's required 'item' and 'cost' read 'Item' and 'Cost'
 * beside 'Bedrooms' or 'Floor_area' → 'Floor area'.
 */
export function templateFieldLabel(field: string): string {
  const words = field.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An item's data in its template's order (the database keeps a JSON object's keys in an order of its
 * own); keys the template no longer has (the item predates a change) come after, in their stored order.
 */
export function inTemplateOrder(data: Record<string, unknown>, fields: readonly string[] | undefined): Array<[string, unknown]> {
  const order = fields ?? [];
  const known = order.filter((f) => f in data).map((f): [string, unknown] => [f, data[f]]);
  const rest = Object.entries(data).filter(([key]) => !order.includes(key));
  return [...known, ...rest];
}
