import AddIcon from '@mui/icons-material/Add';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useCreate, useTranslate } from 'react-admin';
import { useRecordsOf } from '../../data-provider/records';
import { Button } from '../../components/button';
import { useNavigate } from 'react-router-dom';
import { readCurrentProject } from '../../auth/session-storage';
import { useNotifyError } from '../../components/use-notify-error';
import { useServerAction } from '../../components/use-server-action';
import { moduleRoutes } from '../../routes/module-routes';

type Group = { id: number; groupName: string };

/**
 * A customer group made without leaving the dialog: shown at once when the project has none (a conversion
 * needs one), else behind "New group".
 */
const NewGroup = ({ onCreated, open }: { onCreated: (group: Group) => void; open: boolean }) => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [name, setName] = useState(() => translate('leads.default_group'));
  const [create, { isPending }] = useCreate<Group>();
  const [shown, setShown] = useState(false);
  if (!open && !shown) return <Button label="leads.new_group" onClick={() => setShown(true)} startIcon={<AddIcon />} />;
  const save = () =>
    create(
      'customer-groups',
      { data: { groupName: name.trim() } },
      {
        onSuccess: (group) => {
          setShown(false);
          onCreated(group);
        },
        onError: (error) => notifyError(error),
      },
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        fullWidth
        label={translate('leads.new_group_name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        helperText={open ? translate('leads.needs_group') : undefined}
      />
      <Button label="leads.create_group" onClick={save} disabled={!name.trim() || isPending} variant="outlined" sx={{ flexShrink: 0 }} />
    </Stack>
  );
};

/**
 * Convert To Customer (spec 2 §6): pick the new customer's group (or make one here), then 'The lead has been
 * successfully converted to a customer' and the customers list. The customer keeps the lead's history
 * (its details show the lead's notes, submissions, files, engagements and events).
 */
export const ConvertButton = ({ leadId, disabled }: { leadId: number; disabled?: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [group, setGroup] = useState<number | ''>('');
  const groups = useRecordsOf(
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
    if (done) navigate(moduleRoutes.crm.customers);
  };
  const none = !groups.isPending && groups.total === 0;
  const created = async (made: Group) => {
    await groups.refetch();
    setGroup(made.id);
  };
  return (
    <>
      <Button label="leads.convert" onClick={() => setOpen(true)} disabled={disabled} variant="contained">
        <PersonAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="convert-title" fullWidth maxWidth="xs">
        <DialogTitle id="convert-title">{translate('leads.convert')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {none ? null : (
              <TextField
                select
                fullWidth
                required
                margin="dense"
                label={translate('resources.customers.fields.customerGroup')}
                value={group}
                onChange={(event) => setGroup(Number(event.target.value))}
              >
                {(groups.data ?? []).map((g) => (
                  <MenuItem key={g.id} value={g.id}>
                    {g.groupName}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {groups.isPending ? null : <NewGroup open={none} onCreated={created} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button label="leads.convert_confirm" onClick={convert} disabled={group === '' || pending} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
};
