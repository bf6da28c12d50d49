import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useState } from 'react';
import { useDeleteMany, useListContext, useNotify, useRefresh } from 'react-admin';
import { Button } from './button';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { errorMessage, errorStatus } from './use-notify-error';

/**
 * Deletes the selected rows of a list, after the same 'Confirm Delete' as one row (spec §5). Without a
 * selection it says 'Please select at least one item' and asks nothing.
 */
export const BulkConfirmDeleteButton = ({ successMessage }: { successMessage: string }) => {
  const { resource, selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const notify = useNotify();
  const refresh = useRefresh();

  const ask = () => {
    if (selectedIds.length === 0) notify('list.select_one', { type: 'warning' });
    else setOpen(true);
  };
  const confirm = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          onUnselectItems();
          notify(successMessage, { type: 'success' });
          refresh();
        },
        onError: (error: unknown) => {
          setOpen(false);
          refresh();
          if (errorStatus(error) !== 406)
            notify('messages.could_not_delete_because', { type: 'error', messageArgs: { error: errorMessage(error) } });
        },
      },
    );

  return (
    <>
      <Button label="actions.delete_selected" color="error" onClick={ask} disabled={isPending}>
        <DeleteSweepIcon />
      </Button>
      <ConfirmDeleteDialog isOpen={open} loading={isPending} onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
};
