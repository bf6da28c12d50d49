import AssessmentIcon from '@mui/icons-material/Assessment';
import {
  Box,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Button } from '../../components/button';
import { Link as RouterLink } from 'react-router-dom';
import type { Schemas } from '@atrium/api-client';
import { useCurrentProject } from '../../auth/use-current-project';
import { EmptyList } from '../../components/empty-list';
import { formatMoney, fromDateInput } from '../../components/format';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

type Hottest = Schemas['HottestItemDto'];

/**
 * /modules/inv/hottest-items: a date range and Generate Report. Without dates the server reports the last
 * 600000 ms (CONTRACT §9), and that report shows as soon as the screen opens; the range's end day is
 * included whole.
 */
export const HottestItems = () => {
  const translate = useTranslate();
  const provider = useDataProvider<AtriumDataProvider>();
  const notifyError = useNotifyError();
  const project = useCurrentProject();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [rows, setRows] = useState<Hottest[] | null>(null);
  const [pending, setPending] = useState(false);

  const generate = async () => {
    if (project === null) return;
    setPending(true);
    try {
      const query: Record<string, number> = { project: project ?? 0 };
      const dateFrom = fromDateInput(from);
      const dateTo = fromDateInput(to, true);
      if (dateFrom !== null) query.dateFrom = dateFrom;
      if (dateTo !== null) query.dateTo = dateTo;
      setRows(await provider.send<Hottest[]>('inv-items', { method: 'GET', path: 'hottest', query }));
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };

  // The default window's report at once, not an empty page waiting for a click (issue 19).
  useEffect(() => void generate(), [project]);

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          // Fixed-width dates and a button that keeps its words on one line: the button never spills out of the card.
          sx={{ gap: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap', '& .MuiTextField-root': { width: { sm: 190 }, m: 0 } }}
          onSubmit={(e) => (e.preventDefault(), void generate())}
        >
          <TextField
            type="date"
            label={translate('filters.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={translate('filters.to')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            type="submit"
            label="inv.generate_report"
            variant="contained"
            disabled={pending}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {pending ? <CircularProgress size={16} /> : <AssessmentIcon />}
          </Button>
        </Stack>
        {!from && !to && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('inv.hottest_default')}
          </Typography>
        )}
        <Box sx={{ mt: 2 }} aria-live="polite">
          {rows && !rows.length && <EmptyList />}
          {rows && rows.length > 0 && (
            <Table size="small" aria-label={translate('screens.modules.inv_hottest_items')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('inv.name')}</TableCell>
                  <TableCell align="right">{translate('inv.count')}</TableCell>
                  <TableCell align="right">{translate('inv.price')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>
                      <Link component={RouterLink} to={routeTo(moduleRoutes.inv.itemDetails, { id: r.id })}>
                        {r.name}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{r.count}</TableCell>
                    <TableCell align="right">{formatMoney(r.price)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};
