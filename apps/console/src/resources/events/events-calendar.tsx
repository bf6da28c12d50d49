import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button as MuiButton, Card, CardContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Schemas } from '@atrium/api-client';
import { LinkButton } from '../../components/link-button';
import { useApiCall } from '../../components/use-api-call';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { EventLines } from './event-list-items';
import { dayStart, eventDate, monthNames, weekdayNames } from './event-time';
import { GoogleSyncButton } from './google-sync-button';
import { moduleRoutes } from '../../routes/module-routes';

type EventRecord = Schemas['EventDto'];
const DAY = 86_400;

/** The month shown and the day chosen: from `?day=` (unix seconds) when given, else today (UTC). */
function initialDay(param: string | null): number {
  const asked = Number(param);
  const at = Number.isFinite(asked) && asked > 0 ? asked : Date.now() / 1000;
  return Math.floor(at / DAY) * DAY;
}

/**
 * /modules/sch/events: a month grid (months and years to navigate) where a day with events shows how many;
 * clicking a day lists its events (GET /sch/events?project&day). Add Event and Sync Google Calendar.
 */
export const EventsCalendar = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [selected, setSelected] = useState(() => initialDay(params.get('day')));
  const first = new Date(selected * 1000);
  const [month, setMonth] = useState({ year: first.getUTCFullYear(), month: first.getUTCMonth() });
  const [version, setVersion] = useState(0);
  const from = dayStart(month.year, month.month, 1);
  const to = dayStart(month.year, month.month + 1, 1) - 1;
  const provider = useDataProvider<AtriumDataProvider>();
  const monthEvents = useApiCall<EventRecord[]>(`month:${from}:${version}`, (p) =>
    p
      .getList<EventRecord>('events', {
        filter: { from, to },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'start', order: 'ASC' },
      })
      .then((r) => r.data),
  );
  const dayEvents = useApiCall<EventRecord[]>(`day:${selected}:${version}`, () =>
    provider
      .getList<EventRecord>('events', {
        filter: { day: selected },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'start', order: 'ASC' },
      })
      .then((r) => r.data),
  );
  const counts = new Map<number, number>();
  for (const e of monthEvents.data ?? []) {
    const d = Math.floor(e.dateTime / DAY) * DAY;
    counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  const move = (by: number) =>
    setMonth(({ year, month: m }) => ({ year: year + Math.floor((m + by) / 12), month: (((m + by) % 12) + 12) % 12 }));
  const days = new Date(Date.UTC(month.year, month.month + 1, 0)).getUTCDate();
  const lead = new Date(from * 1000).getUTCDay();
  const months = monthNames();
  const monthLabel = `${months[month.month]} ${month.year}`;
  // The month's days (0-based) after the blanks before the 1st, a week of seven to a row.
  const cells: Array<number | null> = [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => i)];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <LinkButton to={moduleRoutes.sch.addEvent} label="sch.add_event" icon={<AddIcon />} variant="contained" />
        <GoogleSyncButton onSynced={() => setVersion((v) => v + 1)} />
      </Stack>
      <Card>
        <CardContent>
          {/* The arrows either side of the month they move from, on one line at every width. */}
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <IconButton onClick={() => move(-1)} aria-label={translate('sch.previous_month')}>
              <ChevronLeftIcon />
            </IconButton>
            <Typography component="h2" variant="h6" aria-live="polite" sx={{ textAlign: 'center' }}>
              {monthLabel}
            </Typography>
            <IconButton onClick={() => move(1)} aria-label={translate('sch.next_month')}>
              <ChevronRightIcon />
            </IconButton>
          </Stack>
          {/* Short fields: react-admin's theme makes every text field full width below 600 px, hence the selectors. */}
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              mb: 2,
              flexWrap: 'wrap',
              '& .calendar-month.MuiTextField-root': { width: 160 },
              '& .calendar-year.MuiTextField-root': { width: 110 },
            }}
          >
            <TextField
              select
              size="small"
              label={translate('sch.month')}
              value={month.month}
              onChange={(e) => setMonth((s) => ({ ...s, month: Number(e.target.value) }))}
              margin="none"
              fullWidth={false}
              className="calendar-month"
            >
              {months.map((name, m) => (
                <MenuItem key={name} value={m}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="number"
              label={translate('sch.year')}
              value={month.year}
              onChange={(e) => {
                const year = Number(e.target.value);
                if (Number.isInteger(year) && year >= 1970 && year <= 9999) setMonth((s) => ({ ...s, year }));
              }}
              margin="none"
              fullWidth={false}
              className="calendar-year"
            />
          </Stack>
          {/* A grid of rows (the weekdays, then each week), as WCAG's grid pattern wants; the rows take no box
              of their own, so the days still line up in seven columns. */}
          <Box role="grid" aria-label={monthLabel} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
            <Box role="row" sx={{ display: 'contents' }}>
              {weekdayNames().map((w) => (
                <Typography key={w} role="columnheader" variant="caption" align="center" color="text.secondary">
                  {w}
                </Typography>
              ))}
            </Box>
            {weeks.map((week, w) => (
              <Box key={w} role="row" sx={{ display: 'contents' }}>
                {week.map((i, c) => {
                  if (i === null) return <Box key={`blank-${c}`} role="gridcell" />;
                  const day = from + i * DAY;
                  const count = counts.get(day) ?? 0;
                  const label = `${eventDate(day)}${count ? `, ${translate('sch.events_count', { smart_count: count })}` : ''}`;
                  return (
                    <MuiButton
                      key={day}
                      role="gridcell"
                      aria-label={label}
                      aria-selected={day === selected}
                      variant={day === selected ? 'contained' : 'text'}
                      onClick={() => setSelected(day)}
                      sx={{ minWidth: 0, py: 0.5, flexDirection: 'column', lineHeight: 1.4 }}
                    >
                      <span className="day-number">{i + 1}</span>
                      {/* Under the day's number, never over it: how many events the day has. */}
                      <Box
                        component="span"
                        className="day-count"
                        aria-hidden
                        sx={{
                          minWidth: 18,
                          px: 0.5,
                          borderRadius: 2,
                          fontSize: 11,
                          lineHeight: '16px',
                          bgcolor: count ? 'secondary.main' : 'transparent',
                          color: 'secondary.contrastText',
                        }}
                      >
                        {count || '\u00A0'}
                      </Box>
                    </MuiButton>
                  );
                })}
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography component="h2" variant="h6">
            {translate('sch.events_of', { day: eventDate(selected) })}
          </Typography>
          <EventLines events={dayEvents.data} isPending={dayEvents.isPending} label="sch.day_events" />
        </CardContent>
      </Card>
    </Box>
  );
};
