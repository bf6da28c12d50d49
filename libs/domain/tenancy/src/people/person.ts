/** The three kinds of people who sign in; the values are the spec's `usertype`. */
export const PERSON_KINDS = ['admins', 'clients', 'users'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

export interface Person {
  id: number;
  kind: PersonKind;
  email: string;
  firstname: string;
  lastname: string;
  passwordHash: string;
  /** Users belong to one subscription; admins and clients have none. */
  subscriptionId: number | null;
}

/** E-mails are compared without case or surrounding blanks, and are unique across all three kinds. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
