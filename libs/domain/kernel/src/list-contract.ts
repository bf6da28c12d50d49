/**
 * What a list offers its callers, said once per resource beside its entity: the wire fields `sort` accepts,
 * the wire fields the text filter `q` searches (at most four, CONTRACT §4), the field `from`/`to` apply to,
 * and the sort used when none is asked for. The controller validates and documents from it; the repository
 * maps each of its fields to SQL (a field without an expression fails the typecheck).
 */
export interface ListContract<S extends string = string, Q extends string = string, D extends string = string> {
  readonly sortable: readonly S[];
  readonly search: readonly Q[];
  readonly date?: D;
  readonly defaultSort: S;
}

/** Every wire field a contract names, each of which the repository must map to an SQL expression. */
export type ListFields<C> = C extends ListContract<infer S, infer Q, infer D> ? S | Q | D : never;

export const MAX_SEARCH_FIELDS = 4;

export function listContract<const S extends string, const Q extends string = never, const D extends string = never>(contract: {
  sortable: readonly S[];
  search?: readonly Q[];
  date?: D;
  defaultSort: NoInfer<S>;
}): ListContract<S, Q, D> {
  const search = contract.search ?? [];
  // A programming error, not user input: fail when the module loads, before any request.
  if (search.length > MAX_SEARCH_FIELDS) throw new Error(`A list searches at most ${MAX_SEARCH_FIELDS} fields (got ${search.join(', ')})`);
  if (!contract.sortable.includes(contract.defaultSort)) throw new Error(`The default sort ${contract.defaultSort} is not sortable`);
  return { sortable: contract.sortable, search, date: contract.date, defaultSort: contract.defaultSort };
}
