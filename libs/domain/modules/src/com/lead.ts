import {
  checkText,
  Conflict,
  InvalidInput,
  listContract,
  NotFound,
  portToken,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectRecords,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';

/** A communications lead (spec 2 §3): one per e-mail in a project. */
export interface Lead extends ProjectRecord {
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  /** The user the lead is assigned to (My Leads), if any. */
  assignedTo: number | null;
  /** The lead's scoring; none means unranked. */
  scoringId: number | null;
  /** Set once the lead became a customer. */
  converted: boolean;
  createdAt: Date;
}

export type LeadInput = Pick<Lead, 'firstname' | 'lastname' | 'phone' | 'email'> & Partial<Pick<Lead, 'assignedTo' | 'scoringId'>>;

/** The label, score and colour a lead shows, from its scoring. */
export interface LeadScore {
  id: number;
  label: string;
  score: number;
  color: string;
}

export type ScoredLead = Lead & { scoring: LeadScore | null };

/** Spec 2 §6: a lead ranks when its scoring's score is greater than 0; otherwise it shows 'Lead Score: None'. */
export const isRanked = (score: LeadScore | null): score is LeadScore => score !== null && score.score > 0;

/** The leads list (CONTRACT §4). */
export const LEAD_LIST = listContract({
  sortable: ['id', 'firstname', 'lastname', 'email', 'createdAt'],
  search: ['firstname', 'lastname', 'email'],
  date: 'createdAt',
  defaultSort: 'id',
});

/**
 * One of the leads screen's lists on its own (My Leads, Ranked Leads, Unranked Leads), each searched, paged
 * and sorted like any list; `score` sorts by the scoring's score (Ranked Leads: highest first).
 */
export const SCORED_LEAD_LIST = listContract({
  sortable: ['id', 'firstname', 'lastname', 'email', 'createdAt', 'score'],
  search: ['firstname', 'lastname', 'email'],
  date: 'createdAt',
  defaultSort: 'id',
});

/** Which of the leads screen's lists: My Leads (`assignedTo`), Ranked (`ranked: true`) or Unranked (`ranked: false`). */
export interface LeadListFilter {
  assignedTo?: number;
  ranked?: boolean;
}

const TEXT = { firstname: 'short', lastname: 'short', phone: 'short', email: 'short' } as const;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Checks a lead's text fields (all four are required on creation); answers them trimmed. */
export function checkLead(input: Partial<LeadInput>, requireAll: boolean): Partial<LeadInput> {
  const { firstname, lastname, phone, email } = input;
  const text = checkText({ firstname, lastname, phone, email }, TEXT, { requireAll });
  if (text.email !== undefined && !EMAIL.test(text.email))
    throw new InvalidInput('email must be an e-mail address', [{ field: 'email', message: 'must be an e-mail address' }]);
  const out: Partial<LeadInput> = { ...text };
  if (input.assignedTo !== undefined) out.assignedTo = input.assignedTo;
  if (input.scoringId !== undefined) out.scoringId = input.scoringId;
  return out;
}

export class LeadNotFound extends NotFound {
  constructor() {
    super('Lead', 'com.lead_not_found');
  }
}

export class LeadAlreadyConverted extends Conflict {
  constructor() {
    super('com.lead_already_converted', 'The lead has already been converted to a customer');
  }
}

export class LeadEmailTaken extends Conflict {
  constructor() {
    super('com.lead_email_taken', 'A lead with this e-mail already exists in the project', [
      { field: 'email', message: 'is already a lead of this project' },
    ]);
  }
}

/** What the leads screen shows at once (spec 2 §7 `sorting=true`). */
export interface SortedLeads {
  /** Ranked leads, highest score first. */
  scored: ScoredLead[];
  /** Leads without a scoring, or whose score is not above 0. */
  unscored: ScoredLead[];
  /** The leads assigned to the given user. */
  assigned: ScoredLead[];
}

/** Port: leads. */
export interface LeadRepository extends ProjectRecords<Lead, LeadInput> {
  /** Each of the three lists, one page of `query` each. */
  sorted(query: ListQuery, assignedTo: number | undefined, scope: TenantScope): Promise<SortedLeads>;
  /** One page of one of the leads screen's lists, each lead with its scoring. */
  listScored(filter: LeadListFilter, query: ListQuery, scope: TenantScope): Promise<Page<ScoredLead>>;
  /** The leads with one scoring. */
  listByScoring(scoringId: number, query: ListQuery, scope: TenantScope): Promise<Page<Lead>>;
  /** The visible leads among `ids`, in the order of `ids`. */
  getMany(ids: number[], scope: TenantScope): Promise<Lead[]>;
  /** Creates all the leads in `project` in one statement, or none (a taken e-mail throws `LeadEmailTaken`). */
  createMany(records: LeadInput[], project: ProjectScope): Promise<Lead[]>;
  /** Which of these e-mails are already leads of the project (as stored). */
  existingEmails(project: ProjectScope, emails: string[]): Promise<string[]>;
  /** Reads the lead and locks it until the unit of work ends (one conversion at a time). */
  lock(id: number, scope: TenantScope): Promise<Lead | null>;
  /** Marks a lead of `project` converted (inside the conversion's unit of work, after `lock`). */
  markConverted(id: number, project: ProjectScope): Promise<void>;
  /** Whether a scoring is one of the project's. */
  scoringInProject(scoringId: number, project: ProjectScope): Promise<boolean>;
  /** Whether a user may be assigned leads of the project (a user of its subscription). */
  userInProject(userId: number, project: ProjectScope): Promise<boolean>;
  /**
   * The lead with this e-mail in the project, created from `fields` when there is none; safe under
   * concurrent calls (one lead per e-mail). Answers its id.
   */
  upsertByEmail(project: ProjectScope, fields: Pick<Lead, 'firstname' | 'lastname' | 'phone' | 'email'>): Promise<number>;
}
export const LEAD_REPOSITORY = portToken<LeadRepository>('LeadRepository');
