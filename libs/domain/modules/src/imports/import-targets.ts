import {
  fieldsWhere,
  InvalidInput,
  writerOf,
  type FieldError,
  type FieldSpec,
  type ImportableField,
  type ModuleCode,
} from '@atrium/kernel';
import { checkLead } from '../com/lead.js';
import { customerFieldErrors } from '../crm/customer.js';
import { CUSTOMER_FIELDS } from '../crm/customer.fields.js';
import { checkItemData } from '../inv/item.js';

/** What a CSV import adds to a project (issue 23 §2). */
export const IMPORT_RESOURCES = ['leads', 'customers', 'items'] as const;
export type ImportResource = (typeof IMPORT_RESOURCES)[number];

/** The module each import belongs to (its routes, its gate) and the table its rows go to. */
export const IMPORT_MODULES: Record<ImportResource, ModuleCode> = { leads: 'com', customers: 'crm', items: 'inv' };
export const IMPORT_TABLES: Record<ImportResource, string> = { leads: 'leads', customers: 'customers', items: 'inventory_items' };

/**
 * What a row's references are checked against, read once per import: the project's customer groups by
 * name (lower case), the users of its subscription by e-mail and by full name (lower case), an item
 * group's template fields.
 */
export interface ImportContext {
  groups?: ReadonlyMap<string, number>;
  groupIds?: ReadonlySet<number>;
  users?: ReadonlyMap<string, number>;
  templateFields?: readonly string[];
}

/** One row checked: its clean values, its problems (by field name), its duplicate key (an e-mail) if any. */
export interface CheckedRow {
  value: Record<string, unknown>;
  errors: FieldError[];
  key?: string;
}

export interface ImportTarget {
  fields(context: ImportContext): ImportableField[];
  /** `cells`: the mapped columns' text, by field; a field no column maps to is absent. */
  check(cells: Readonly<Record<string, string>>, context: ImportContext): CheckedRow;
  /** Whether rows are matched to existing records (by e-mail): leads and customers; items have no natural key. */
  keyed: boolean;
}

const EMAIL_ALIASES = ['e-mail', 'mail', 'email address', 'e-mail address', 'courriel'];
const ALIASES: Record<string, readonly string[]> = {
  firstname: ['first', 'first name', 'given name', 'prénom', 'prenom'],
  lastname: ['last', 'last name', 'surname', 'family name', 'nom'],
  email: EMAIL_ALIASES,
  phone: ['telephone', 'phone number', 'tel', 'téléphone', 'mobile'],
  customerGroup: ['group', 'customer group', 'groupe'],
  assignedTo: ['assignee', 'assigned', 'owner'],
  address: ['street', 'adresse'],
  city: ['town', 'ville'],
  province: ['state', 'region'],
};

/** An InvalidInput's field errors, or the error itself when it is something else. */
function errorsOf(run: () => void, prefix = ''): FieldError[] {
  try {
    run();
    return [];
  } catch (error) {
    if (!(error instanceof InvalidInput)) throw error;
    return (error.errors ?? [{ field: 'row', message: error.message }]).map((e) => ({
      field: e.field.startsWith(prefix) ? e.field.slice(prefix.length) : e.field,
      message: e.message,
    }));
  }
}

const LEAD_FIELDS: ImportableField[] = [
  { name: 'firstname', label: 'First name', required: true },
  { name: 'lastname', label: 'Last name', required: true },
  { name: 'email', label: 'Email', required: true },
  { name: 'phone', label: 'Phone', required: true },
].map((f) => ({ ...f, aliases: ALIASES[f.name] }));

/** Leads: the four fields a lead is created with, checked by `checkLead`; one per e-mail in a project. */
const LEADS: ImportTarget = {
  keyed: true,
  fields: () => LEAD_FIELDS,
  check(cells) {
    let value: Record<string, unknown> = {};
    const errors = errorsOf(() => {
      value = checkLead(cells, true);
    });
    // checkLead stops at the text fields' errors before the e-mail's shape: a row names both.
    if (errors.length && !errors.some((e) => e.field === 'email') && cells.email?.trim() && !/^[^\s@]+@[^\s@]+$/.test(cells.email.trim()))
      errors.push({ field: 'email', message: 'must be an e-mail address' });
    return { value, errors, key: typeof value.email === 'string' ? value.email.toLowerCase() : undefined };
  },
};

const CUSTOMER_IMPORTED = fieldsWhere(CUSTOMER_FIELDS, (s) => writerOf(s) === 'api');

/**
 * Customers: the fields the API writes, checked by the descriptor. The group is given by name (as the export
 * writes it) or id; a name the project has no group of is a group the import adds. The assignee is given by
 * e-mail or full name (as the export writes it), and must be a user of the project's subscription.
 */
const CUSTOMERS: ImportTarget = {
  keyed: true,
  fields: () =>
    CUSTOMER_IMPORTED.map((name) => ({
      name,
      label: CUSTOMER_FIELDS[name].label,
      required: (CUSTOMER_FIELDS[name] as FieldSpec).required === true,
      aliases: ALIASES[name],
    })),
  check(cells, context) {
    const input: Record<string, unknown> = {};
    const refs: FieldError[] = [];
    let newGroup: string | undefined;
    for (const name of CUSTOMER_IMPORTED) {
      const cell = cells[name];
      if (cell === undefined) continue;
      if (name === 'customerGroup') {
        const text = cell.trim();
        if (!text) continue;
        const id =
          context.groups?.get(text.toLowerCase()) ?? (/^\d+$/.test(text) && context.groupIds?.has(Number(text)) ? Number(text) : undefined);
        if (id !== undefined) input.customerGroup = id;
        else if (text.length > 200) refs.push({ field: name, message: 'must be at most 200 characters' });
        else {
          newGroup = text;
          input.customerGroup = 1; // stands for the group the import adds
        }
      } else if (name === 'assignedTo') {
        const text = cell.trim().toLowerCase().replace(/\s+/g, ' ');
        if (!text) input.assignedTo = null;
        else {
          const id = context.users?.get(text);
          if (id === undefined)
            refs.push({ field: name, message: "is not a user of the project's subscription (give their e-mail or full name)" });
          else input.assignedTo = id;
        }
      } else input[name] = cell;
    }
    const { value, errors } = customerFieldErrors(input, true);
    const out: Record<string, unknown> = { ...value };
    if (newGroup !== undefined) {
      delete out.customerGroup;
      out.newGroup = newGroup;
    }
    return { value: out, errors: [...errors, ...refs], key: typeof value.email === 'string' ? value.email.toLowerCase() : undefined };
  },
};

/** Items: one column per field of the group's template, checked by `checkItemData`; a new item starts Available. */
const ITEMS: ImportTarget = {
  keyed: false,
  fields: (context) => (context.templateFields ?? []).map((name) => ({ name, label: name, required: true })),
  check(cells, context) {
    const fields = context.templateFields ?? [];
    const data: Record<string, string> = {};
    for (const field of fields) if (cells[field] !== undefined) data[field] = cells[field];
    let value: Record<string, unknown> = {};
    const errors = errorsOf(() => {
      value = checkItemData(data, fields);
    }, 'data.');
    return { value, errors };
  },
};

export const IMPORT_TARGETS: Record<ImportResource, ImportTarget> = { leads: LEADS, customers: CUSTOMERS, items: ITEMS };
