import {
  listContract,
  NotFound,
  portToken,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';

export const SUBMISSION_STATUSES = ['active', 'inactive'] as const;
/** Deleting a submission makes it inactive (spec 2 §4): submissions are never erased one by one. */
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A submission as stored: what one visitor sent through one form (spec 2 §3). */
export interface SubmissionRecord extends ProjectRecord {
  formId: number;
  email: string;
  dateTime: Date;
  /** The submitted fields, key → value. */
  formData: Record<string, string>;
  /** The lead with this e-mail, once the intake linked one. */
  leadId: number | null;
  status: SubmissionStatus;
}

/** A submission as read: with its form's label (spec 2 §3 `formDetails.label`). */
export interface Submission extends SubmissionRecord {
  formLabel: string;
}

export type SubmissionInput = Pick<SubmissionRecord, 'formId' | 'email' | 'formData'> &
  Partial<Pick<SubmissionRecord, 'leadId' | 'dateTime'>>;

/** The submissions lists (CONTRACT §4): newest first unless asked otherwise. */
export const SUBMISSION_LIST = listContract({
  sortable: ['id', 'email', 'dateTime'],
  search: ['email'],
  date: 'dateTime',
  defaultSort: 'id',
});

/** What a submissions list narrows to within the scope: one form's, or one lead's. */
export interface SubmissionFilter {
  formId?: number;
  leadId?: number;
}

export class SubmissionNotFound extends NotFound {
  constructor() {
    super('Submission', 'com.submission_not_found');
  }
}

/** Port: submissions. No hard delete: a submission goes inactive. */
export interface SubmissionRepository {
  listOf(filter: SubmissionFilter, query: ListQuery, scope: TenantScope): Promise<Page<Submission>>;
  get(id: number, scope: TenantScope): Promise<Submission | null>;
  /** Those of `ids` in the scope, by id (ids not found are left out): one read for a whole notification job. */
  getMany(ids: readonly number[], scope: TenantScope): Promise<Submission[]>;
  create(record: SubmissionInput, project: ProjectScope): Promise<SubmissionRecord>;
  /** Answers false when there is no such submission in the scope. */
  setStatus(id: number, status: SubmissionStatus, scope: TenantScope): Promise<boolean>;
}
export const SUBMISSION_REPOSITORY = portToken<SubmissionRepository>('SubmissionRepository');
