import StarIcon from '@mui/icons-material/Star';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ScoreLike {
  label: string | null;
  score: number | null;
  color: string | null;
}

/** Spec 2 §6: a lead ranks when its score is above 0; otherwise 'Lead Score: None'. */
export const isRanked = (s: ScoreLike | null | undefined): boolean => s?.score != null && s.score > 0;

/** A scoring as the scoring table shows it: a star in its colour, its label and its score. */
export const ScoreBadge = ({ value }: { value: ScoreLike | null | undefined }) => {
  const translate = useTranslate();
  if (!value || value.label == null) return <>{translate('leads.score_none_short')}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <StarIcon fontSize="small" sx={{ color: value.color ?? undefined }} aria-hidden />
      {value.label} ({value.score})
    </Box>
  );
};

/** The header's line: 'Lead Score: None' when unranked, else the scoring. */
export const LeadScoreLine = ({ value }: { value: ScoreLike | null | undefined }) => {
  const translate = useTranslate();
  if (!isRanked(value)) return <>{translate('leads.score_none')}</>;
  return (
    <>
      {translate('leads.score')} <ScoreBadge value={value} />
    </>
  );
};
