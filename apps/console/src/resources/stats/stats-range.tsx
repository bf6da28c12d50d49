import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** A range of unix seconds, both ends included (GET /stats/users). */
export interface StatsRange {
  from: number;
  to: number;
}

/** CONTRACT §9: the dashboard opens on the last 600000 seconds. */
export const DEFAULT_RANGE_SECONDS = 600_000;

export function defaultRange(now = Date.now()): StatsRange {
  const to = Math.floor(now / 1000);
  return { from: to - DEFAULT_RANGE_SECONDS, to };
}

// <input type="datetime-local"> speaks the browser's local time as 'YYYY-MM-DDTHH:mm'.
const pad = (n: number) => String(n).padStart(2, '0');
export function toLocalInput(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export function fromLocalInput(value: string): number | null {
  const ms = new Date(value).getTime();
  return value && Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/**
 * From and To, to the minute, in the browser's time zone. A new range is taken as soon as both ends are
 * valid and in order (the charts follow); a To before From is said beside To and not sent.
 */
export const StatsRangePicker = ({ value, onChange }: { value: StatsRange; onChange: (range: StatsRange) => void }) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState({ from: toLocalInput(value.from), to: toLocalInput(value.to) });
  const from = fromLocalInput(draft.from);
  // The minute typed in To includes its last second.
  const toMinute = fromLocalInput(draft.to);
  const to = toMinute === null ? null : toMinute + 59;
  const reversed = from !== null && to !== null && from > to;

  const edit = (end: 'from' | 'to', text: string) => {
    const next = { ...draft, [end]: text };
    setDraft(next);
    const f = fromLocalInput(next.from);
    const t = fromLocalInput(next.to);
    if (f !== null && t !== null && f <= t + 59) onChange({ from: f, to: t + 59 });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="group" aria-label={translate('dashboard.users.range')}>
      <TextField
        type="datetime-local"
        size="small"
        label={translate('dashboard.users.from')}
        value={draft.from}
        onChange={(e) => edit('from', e.target.value)}
        error={from === null}
        helperText={from === null ? translate('dashboard.users.date_required') : ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="datetime-local"
        size="small"
        label={translate('dashboard.users.to')}
        value={draft.to}
        onChange={(e) => edit('to', e.target.value)}
        error={to === null || reversed}
        helperText={to === null ? translate('dashboard.users.date_required') : reversed ? translate('dashboard.users.range_reversed') : ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
};
