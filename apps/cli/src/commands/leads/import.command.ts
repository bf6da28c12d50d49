import { importCommand } from '../import-csv.js';
import { leadsArea } from './leads.view.js';

/** `atrium leads import FILE [--dry-run] [--project id]`. */
export const leadsImportCommand = importCommand({ area: leadsArea, what: 'leads', path: '/api/com/leads/imports' });
