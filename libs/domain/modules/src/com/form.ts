import {
  EMAIL_ADDRESS,
  checkText,
  listContract,
  NotFound,
  portToken,
  type FieldError,
  type ProjectRecord,
  type ProjectRecords,
  refuseInvalid,
} from '@atrium/kernel';

/** A communications form (spec 2 §3): the public intake records its submissions and notifies these. */
export interface Form extends ProjectRecord {
  label: string;
  /** Phone number(s) told of each submission, separated by commas or semicolons. */
  notifySms: string;
  /** E-mail address(es) told of each submission, separated by commas or semicolons. */
  notifyEmail: string;
  createdAt: Date;
}

export type FormInput = Pick<Form, 'label' | 'notifySms' | 'notifyEmail'>;

/** The forms list (CONTRACT §4). */
export const FORM_LIST = listContract({
  sortable: ['id', 'label', 'createdAt'],
  search: ['label'],
  date: 'createdAt',
  defaultSort: 'id',
});

// A list of recipients may outgrow one short field.
const TEXT = { label: 'short', notifySms: 'long', notifyEmail: 'long' } as const;
// Digits with the usual separators, an optional leading +; at least 3 digits.
const PHONE = /^\+?[\d\s().-]+$/;

/** The recipients of a list field: split on commas and semicolons, blanks dropped. */
export const recipientsOf = (list: string): string[] =>
  list
    .split(/[,;]/)
    .map((r) => r.trim())
    .filter(Boolean);

const isPhone = (r: string) => PHONE.test(r) && (r.match(/\d/g)?.length ?? 0) >= 3;

/** Checks a form's fields (all three are required on creation); answers them trimmed. */
export function checkForm(input: Partial<FormInput>, requireAll: boolean): Partial<FormInput> {
  const { label, notifySms, notifyEmail } = input;
  const out = checkText({ label, notifySms, notifyEmail }, TEXT, { requireAll });
  const errors: FieldError[] = [];
  if (out.notifySms !== undefined && !recipientsOf(out.notifySms).every(isPhone))
    errors.push({ field: 'notifySms', message: 'must be phone numbers separated by commas' });
  if (out.notifyEmail !== undefined && !recipientsOf(out.notifyEmail).every((r) => EMAIL_ADDRESS.test(r)))
    errors.push({ field: 'notifyEmail', message: 'must be e-mail addresses separated by commas' });
  refuseInvalid(errors);
  return out;
}

export class FormNotFound extends NotFound {
  constructor() {
    super('Form', 'com.form_not_found');
  }
}

/** Port: forms. Deleting a form deletes its submissions. */
export type FormRepository = ProjectRecords<Form, FormInput>;
export const FORM_REPOSITORY = portToken<FormRepository>('FormRepository');
