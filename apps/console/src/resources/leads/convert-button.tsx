import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Button } from '../../components/button';
import { useNavigate } from 'react-router-dom';
import { readCurrentProject } from '../../auth/session-storage';
import { useServerAction } from '../../components/use-server-action';

/**
 * Convert To Customer (spec 2 §6): pick the new customer's group, then 'The lead has been successfully
 * converted to a customer' and the customers list.
 */
export const ConvertButton = ({ leadId, disabled }: { leadId: number; disabled?: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [group, setGroup] = useState<number | ''>('');
  const groups = useGetList<{ id: number; groupName: string }>(
    'customer-groups',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'groupName', order: 'ASC' } },
    { enabled: open },
  );
  const { run, pending } = useServerAction('messages.lead_converted', { refresh: false });
  const convert = async () => {
    const done = await run((provider) =>
      provider.send('leads', {
        method: 'POST',
        path: 'convert',
        body: { project: readCurrentProject(), id: leadId, customerGroup: group },
      }),
    );
    if (done) navigate('/modules/crm/customers');
  };
  return (
    <>
      <Button label="leads.convert" onClick={() => setOpen(true)} disabled={disabled} variant="contained">
        <PersonAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="convert-title" fullWidth maxWidth="xs">
        <DialogTitle id="convert-title">{translate('leads.convert')}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            required
            margin="dense"
            label={translate('leads.customer_group')}
            value={group}
            onChange={(event) => setGroup(Number(event.target.value))}
            helperText={groups.total === 0 ? translate('leads.needs_group') : undefined}
          >
            {(groups.data ?? []).map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.groupName}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button label="leads.convert_confirm" onClick={convert} disabled={group === '' || pending} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
};
