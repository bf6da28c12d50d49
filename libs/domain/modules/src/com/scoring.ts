import {
  checkText,
  InvalidInput,
  listContract,
  NotFound,
  portToken,
  type FieldError,
  type ProjectRecord,
  type ProjectRecords,
  refuseInvalid,
} from '@atrium/kernel';

/** A scoring (spec 2 §3): a labelled, coloured score that ranks the leads given it. */
export interface Scoring extends ProjectRecord {
  label: string;
  /** Any number, negative or fractional; a lead ranks when its scoring's score is above 0. */
  score: number;
  /** A hex colour, `#rrggbb` or `#rgb`, stored in lower case. */
  color: string;
  createdAt: Date;
}

export type ScoringInput = Pick<Scoring, 'label' | 'score' | 'color'>;

/** The scorings list (CONTRACT §4). */
export const SCORING_LIST = listContract({
  sortable: ['id', 'label', 'score', 'createdAt'],
  search: ['label'],
  date: 'createdAt',
  defaultSort: 'id',
});

/** Far beyond any score a person types; keeps the stored numeric within what a double shows exactly. */
export const SCORE_LIMIT = 1_000_000_000;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Checks a scoring's fields (all three are required on creation); answers them trimmed. */
export function checkScoring(input: Partial<ScoringInput>, requireAll: boolean): Partial<ScoringInput> {
  const errors: FieldError[] = [];
  let out: Partial<ScoringInput> = {};
  try {
    out = checkText({ label: input.label, color: input.color }, { label: 'short', color: 'short' }, { requireAll });
  } catch (error) {
    if (!(error instanceof InvalidInput)) throw error;
    errors.push(...(error.errors ?? []));
  }
  if (input.score === undefined) {
    if (requireAll) errors.push({ field: 'score', message: 'is required' });
  } else if (typeof input.score !== 'number' || !Number.isFinite(input.score)) {
    errors.push({ field: 'score', message: 'must be a number' });
  } else if (Math.abs(input.score) > SCORE_LIMIT) {
    errors.push({ field: 'score', message: `must be between -${SCORE_LIMIT} and ${SCORE_LIMIT}` });
  } else out.score = input.score;
  if (out.color !== undefined) {
    if (HEX.test(out.color)) out.color = out.color.toLowerCase();
    else errors.push({ field: 'color', message: 'must be a hex colour such as #ff8800' });
  }
  refuseInvalid(errors);
  return out;
}

export class ScoringNotFound extends NotFound {
  constructor() {
    super('Scoring', 'com.scoring_not_found');
  }
}

/** Port: scorings. */
export type ScoringRepository = ProjectRecords<Scoring, ScoringInput>;
export const SCORING_REPOSITORY = portToken<ScoringRepository>('ScoringRepository');
