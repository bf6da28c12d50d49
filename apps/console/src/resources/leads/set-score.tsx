import { Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { useRecordOf, useRecordsOf } from '../../data-provider/records';
import { Button } from '../../components/button';
import { useNavigate, useParams } from 'react-router-dom';
import { useReadFailure } from '../../components/form';
import { personName } from '../../components/person-name';
import { useNotifyError } from '../../components/use-notify-error';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

const NONE = 'none';

/** /modules/com/set-score/:id: a dropdown of the project's scoring labels, None first; 'Saved successfully!'. */
export const SetScore = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const onError = useReadFailure(moduleRoutes.com.leads);
  const { data: lead } = useRecordOf('leads', { id }, { onError });
  const scorings = useRecordsOf('scorings', { pagination: { page: 1, perPage: 100 }, sort: { field: 'label', order: 'ASC' } });
  const [choice, setChoice] = useState<string>(NONE);
  useEffect(() => setChoice(lead?.scoring ? String(lead.scoring) : NONE), [lead?.scoring]);
  const notify = useNotify();
  const notifyError = useNotifyError();
  // react-admin's update (PATCH /com/leads {id, scoring}): the lead it keeps in its cache changes with the
  // save, so the details screen shows the new score at once, never the old 'Lead Score: None' first.
  const [update, { isPending: pending }] = useUpdate();
  const save = () => {
    const scoring = choice === NONE ? null : Number(choice);
    void update(
      'leads',
      { id, data: { scoring }, previousData: lead },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('messages.score_saved', { type: 'success' });
          navigate(routeTo(moduleRoutes.com.leadDetails, { id }));
        },
        onError: (error: unknown) => notifyError(error),
      },
    );
  };
  if (!lead) return null;
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {personName(lead)}
        </Typography>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('leads.scoring')}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <MenuItem value={NONE}>{translate('leads.none')}</MenuItem>
          {(scorings.data ?? []).map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <Button label="ra.action.save" onClick={save} disabled={pending} variant="contained" sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
};
