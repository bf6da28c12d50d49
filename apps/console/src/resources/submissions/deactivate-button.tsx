import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type MouseEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { Button } from '../../components/button';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { errorMessage } from '../../components/use-notify-error';

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A submission's Delete: after the usual confirmation it becomes inactive (spec 2 §4, a soft delete), so
 * the row stays, marked Inactive, and the button goes.
 */
export const DeactivateSubmissionButton = () => {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.status === 'inactive') return null;

  const confirm = () =>
    update(
      'submissions',
      { id: record.id, data: { status: 'inactive' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('messages.deleted_successfully', { type: 'success' });
          refresh();
        },
        onError: (error: unknown) => {
          setOpen(false);
          notify('messages.could_not_delete_because', { type: 'error', messageArgs: { error: errorMessage(error) } });
        },
      },
    );

  return (
    <span onClick={stop}>
      <Button label="actions.delete" color="error" onClick={() => setOpen(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <ConfirmDeleteDialog isOpen={open} loading={isPending} onConfirm={confirm} onClose={() => setOpen(false)} />
    </span>
  );
};
