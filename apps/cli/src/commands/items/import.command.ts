import { importCommand } from '../import-csv.js';
import { itemsArea } from './items.view.js';

/** `atrium items import FILE --group id [--dry-run]`: one column per field of the group's template. */
export const itemsImportCommand = importCommand({
  area: itemsArea,
  what: "an inventory group's items",
  path: '/api/inv/items/imports',
  group: true,
});
