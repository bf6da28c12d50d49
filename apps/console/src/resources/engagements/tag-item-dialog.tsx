import AddIcon from '@mui/icons-material/Add';
import { Autocomplete, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useRecordsOf } from '../../data-provider/records';
import { Button } from '../../components/button';
import type { Schemas } from '@atrium/api-client';
import { useDebounced } from '../../components/use-debounced';
import { useServerAction } from '../../components/use-server-action';

type Item = Schemas['ItemDto'];

/**
 * Tag Item: picks a group, then one of its items (searched by name on the server, so a large group works),
 * and tags it to the lead or customer (POST /inv/tags).
 */
export const TagItemButton = ({ tagType, typeId }: { tagType: 'lead' | 'customer'; typeId: number }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [group, setGroup] = useState<number | ''>('');
  const [item, setItem] = useState<Item | null>(null);
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const { data: groups } = useRecordsOf(
    'inv-groups',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );
  const { data: items } = useRecordsOf(
    'inv-items',
    // The typed name of the chosen item is not a search: it would narrow the list to that one item.
    {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'item', order: 'ASC' },
      filter: { group, ...(q && q !== item?.item ? { q } : {}) },
    },
    { enabled: open && group !== '' },
  );
  const { run, pending } = useServerAction('messages.item_tagged');
  const choose = (chosenGroup: number | '', chosenItem: Item | null = null) => {
    setGroup(chosenGroup);
    setItem(chosenItem);
    setSearch('');
  };
  const close = () => {
    setOpen(false);
    choose('');
  };
  const save = async () => {
    if (!item) return;
    const done = await run((p) => p.send('engagements', { method: 'POST', body: { inventory: item.id, tagType, typeId } }));
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
            <TextField select label={translate('inv.group')} value={group} onChange={(e) => choose(Number(e.target.value))} required>
              {(groups ?? []).map((g) => (
                <MenuItem key={g.id} value={g.id}>
                  {g.name}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete
              options={items ?? []}
              value={item}
              onChange={(_event, chosen) => setItem(chosen)}
              inputValue={search}
              onInputChange={(_event, text) => setSearch(text)}
              getOptionLabel={(i) => i.item}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              // The server filters (q); the options are its answer as is.
              filterOptions={(options) => options}
              disabled={group === ''}
              renderInput={(params) => <TextField {...params} label={translate('inv.item')} required />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={close} />
          <Button label="inv.tag" onClick={save} disabled={!item || pending} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
};
