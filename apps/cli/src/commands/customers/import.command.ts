import { importCommand } from '../import-csv.js';
import { customersArea } from './customers.view.js';

/** `atrium customers import FILE [--dry-run] [--project id]`: the export's CSV reads back. */
export const customersImportCommand = importCommand({ area: customersArea, what: 'customers', path: '/api/crm/customers/imports' });
