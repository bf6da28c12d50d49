import TuneIcon from '@mui/icons-material/Tune';
import { Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '../../components/button';
import { useServerAction } from '../../components/use-server-action';
import { ITEM_STATUSES } from './item-status';

/** Manage Availability (spec 2 §4): any of the three statuses, set directly; 'Inventory status updated successfully!'. */
export const ManageAvailabilityButton = ({ id, status }: { id: number; status: number }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(status);
  const { run, pending } = useServerAction('messages.inventory_status_updated');
  const save = async () => {
    // PATCH /inv/items/status answers 204: the call's result is undefined either way, so failure is read from the flag.
    let ok = false;
    await run(async (p) => {
      await p.send('inv-items', { method: 'PATCH', path: 'status', body: { id, status: chosen } });
      ok = true;
    });
    if (ok) setOpen(false);
  };
  return (
    <>
      <Button label="inv.manage_availability" variant="outlined" onClick={() => (setChosen(status), setOpen(true))}>
        <TuneIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="availability-title" fullWidth maxWidth="xs">
        <DialogTitle id="availability-title">{translate('inv.manage_availability')}</DialogTitle>
        <DialogContent>
          <RadioGroup aria-labelledby="availability-title" value={String(chosen)} onChange={(e) => setChosen(Number(e.target.value))}>
            {ITEM_STATUSES.map((s) => (
              <FormControlLabel key={s.id} value={String(s.id)} control={<Radio />} label={translate(s.name)} />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button label="ra.action.save" onClick={save} disabled={pending} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
};
