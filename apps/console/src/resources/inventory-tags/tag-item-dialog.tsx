import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useGetList, useTranslate } from 'react-admin';
import type { Schemas } from '@atrium/api-client';
import { useServerAction } from '../../components/use-server-action';

type Group = Schemas['InventoryGroupDto'];
type Item = Schemas['ItemDto'];

/** Tag Item: picks a group, then one of its items, and tags it to the lead or customer (POST /inv/tags). */
export const TagItemButton = ({ tagType, typeId }: { tagType: 'lead' | 'customer'; typeId: number }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [group, setGroup] = useState<number | ''>('');
  const [item, setItem] = useState<number | ''>('');
  const { data: groups } = useGetList<Group>(
    'inv-groups',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );
  const { data: items } = useGetList<Item>(
    'inv-items',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'item', order: 'ASC' }, filter: { group } },
    { enabled: open && group !== '' },
  );
  const { run, pending } = useServerAction('messages.item_tagged');
  const close = () => {
    setOpen(false);
    setGroup('');
    setItem('');
  };
  const save = async () => {
    if (item === '') return;
    const done = await run((p) => p.send('inv-tags', { method: 'POST', body: { inventory: item, tagType, typeId } }));
    if (done !== undefined) close();
  };
  return (
    <>
      <Button label="inv.tag_item" onClick={() => setOpen(true)} variant="outlined">
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="tag-item-title" fullWidth maxWidth="xs">
        <DialogTitle id="tag-item-title">{translate('inv.tag_item')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              select
              label={translate('inv.group')}
              value={group}
              onChange={(e) => (setGroup(Number(e.target.value)), setItem(''))}
              required
            >
              {(groups ?? []).map((g) => (
                <MenuItem key={g.id} value={g.id}>
                  {g.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate('inv.item')}
              value={item}
              onChange={(e) => setItem(Number(e.target.value))}
              disabled={group === ''}
              required
            >
              {(items ?? []).map((i) => (
                <MenuItem key={i.id} value={i.id}>
                  {i.item}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={close} />
          <Button label="inv.tag" onClick={save} disabled={item === '' || pending} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
};
