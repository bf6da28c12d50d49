/** Anything that names a person: a lead, a customer, an invitee, an engagement's owner. */
export interface PersonLike {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}

/**
 * How the console shows a person, everywhere one appears: their name, or their e-mail when the name is
 * empty (a form that asks only for an e-mail makes a lead without one).
 */
export function personName(person: PersonLike | null | undefined): string {
  const name = [person?.firstname, person?.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || person?.email?.trim() || '';
}
