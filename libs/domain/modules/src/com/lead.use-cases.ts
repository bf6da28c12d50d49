import {
  InvalidInput,
  portToken,
  projectOf,
  scopeOfRecord,
  type FieldError,
  type ProjectScope,
  type TenantScope,
  type UnitOfWork,
  refuseInvalid,
} from '@atrium/kernel';
import { checkLead, LeadAlreadyConverted, LeadNotFound, type Lead, type LeadInput, type LeadRepository } from './lead.js';

/** A scoring or user named with a lead must belong to the lead's project (400 naming the field otherwise). */
async function checkLinks(leads: LeadRepository, fields: Partial<LeadInput>, project: ProjectScope, prefix = ''): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (fields.scoringId != null && !(await leads.scoringInProject(fields.scoringId, project)))
    errors.push({ field: `${prefix}scoring`, message: 'is not a scoring of this project' });
  if (fields.assignedTo != null && !(await leads.userInProject(fields.assignedTo, project)))
    errors.push({ field: `${prefix}assignedTo`, message: 'is not a user of this project' });
  return errors;
}

export class AddLead {
  constructor(private readonly leads: LeadRepository) {}

  async execute(input: LeadInput, scope: TenantScope): Promise<Lead> {
    const fields = checkLead(input, true) as LeadInput;
    const project = projectOf(scope);
    refuseInvalid(await checkLinks(this.leads, fields, project));
    return this.leads.create(fields, project);
  }
}

/** A batch of leads (spec 2 §7 `POST /com/leads/batch`): all of them, or none with every bad row's fields named. */
const rowOf = (field: string) => Number(/^leads\[(\d+)\]/.exec(field)?.[1] ?? 0);

export class AddLeads {
  constructor(private readonly leads: LeadRepository) {}

  async execute(inputs: LeadInput[], scope: TenantScope): Promise<Lead[]> {
    const project = projectOf(scope);
    const errors: FieldError[] = [];
    const checked: LeadInput[] = [];
    const seen = new Map<string, number>();
    for (const [i, input] of inputs.entries()) {
      const prefix = `leads[${i}].`;
      try {
        const fields = checkLead(input, true) as LeadInput;
        checked.push(fields);
        const key = fields.email.toLowerCase();
        if (seen.has(key)) errors.push({ field: `${prefix}email`, message: `repeats leads[${seen.get(key)}].email` });
        else seen.set(key, i);
        errors.push(...(await checkLinks(this.leads, fields, project, prefix)));
      } catch (error) {
        if (!(error instanceof InvalidInput)) throw error;
        errors.push(...(error.errors ?? []).map((e) => ({ ...e, field: prefix + e.field })));
      }
    }
    const taken = new Set((await this.leads.existingEmails(project, [...seen.keys()])).map((e) => e.toLowerCase()));
    for (const [email, i] of seen)
      if (taken.has(email)) errors.push({ field: `leads[${i}].email`, message: 'is already a lead of this project' });
    // Rows in body order, so that a form can show each one's errors beside it.
    errors.sort((a, b) => rowOf(a.field) - rowOf(b.field));
    refuseInvalid(errors);
    return this.leads.createMany(checked, project);
  }
}

export class UpdateLead {
  constructor(private readonly leads: LeadRepository) {}

  async execute(id: number, changes: Partial<LeadInput>, scope: TenantScope): Promise<void> {
    const fields = checkLead(changes, false);
    if (fields.scoringId != null || fields.assignedTo != null) {
      const lead = await this.leads.get(id, scope);
      if (!lead) throw new LeadNotFound();
      refuseInvalid(await checkLinks(this.leads, fields, scopeOfRecord(scope, lead)));
    }
    if (!(await this.leads.update(id, fields, scope))) throw new LeadNotFound();
  }
}

export class DeleteLead {
  constructor(private readonly leads: LeadRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.leads.delete(id, scope))) throw new LeadNotFound();
  }
}

/**
 * The customer a lead becomes (in the lead's project): the lead's fields, the chosen group, and the lead's
 * assignee, or else the user who converts it (so that the customer shows in their My Customers).
 */
export interface CustomerFromLead {
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  assignedTo: number | null;
  customerGroup: number;
  leadId: number;
}

/** What a conversion reaches inside its one transaction. */
export interface LeadConversionStore {
  leads: LeadRepository;
  /** Whether a customer group is one of the project's. */
  customerGroupInProject(groupId: number, project: ProjectScope): Promise<boolean>;
  /** The id of the project's group named `name`, added if the project has none (one, however many convert at once). */
  customerGroupNamed(name: string, project: ProjectScope): Promise<number>;
  /** Adds the customer to `project`; answers its id. */
  addCustomer(customer: CustomerFromLead, project: ProjectScope): Promise<number>;
}
export const LEAD_CONVERSION_UNIT_OF_WORK = portToken<UnitOfWork<LeadConversionStore>>('LeadConversionUnitOfWork');

/** The group a lead converted without one goes to, added to its project on the first such conversion. */
export const CONVERTED_LEADS_GROUP = 'Converted leads';

/**
 * Convert To Customer (spec 2 §6): in one transaction the customer is added with the lead's fields and
 * `leadId`, and the lead is marked converted. The lead's row lock makes a second conversion wait, then
 * see it converted (409), so a lead never becomes two customers.
 */
export class ConvertLeadToCustomer {
  constructor(private readonly work: UnitOfWork<LeadConversionStore>) {}

  execute(id: number, group: number | undefined, scope: TenantScope): Promise<{ customerId: number }> {
    return this.work.run(async (store) => {
      const lead = await store.leads.lock(id, scope);
      if (!lead) throw new LeadNotFound();
      if (lead.converted) throw new LeadAlreadyConverted();
      const project = scopeOfRecord(scope, lead);
      if (group !== undefined && !(await store.customerGroupInProject(group, project)))
        throw new InvalidInput('customerGroup is not a customer group of this project', [
          { field: 'customerGroup', message: 'is not a customer group of this project' },
        ]);
      // The spec's call names no group: the customer goes to the project's own group for conversions.
      const customerGroup = group ?? (await store.customerGroupNamed(CONVERTED_LEADS_GROUP, project));
      const { firstname, lastname, phone, email } = lead;
      const assignedTo = lead.assignedTo ?? (scope.kind === 'users' ? scope.userId : null);
      const customerId = await store.addCustomer({ firstname, lastname, phone, email, assignedTo, customerGroup, leadId: id }, project);
      await store.leads.markConverted(id, project);
      return { customerId };
    });
  }
}
