import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type MouseEvent } from 'react';
import { useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Button } from './button';
import { useNavigate } from 'react-router-dom';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { errorMessage, errorStatus } from './use-notify-error';

export interface ConfirmDeleteButtonProps {
  resource: string;
  /** The spec's message for this resource, e.g. 'messages.user_deleted'. */
  successMessage: string;
  /** Where to go afterwards (a details screen whose record is gone); without it the list refreshes. */
  redirectTo?: string;
  /** The failure's message with `%{error}`, where the spec names one (e.g. 'API Error: {error}' for sections). */
  failureMessage?: string;
}

// The dialog is rendered in a portal, but React events still bubble to the table row around the button.
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * Deletes the record in context after asking 'Confirm Delete' / 'Are you sure you want to delete this?'
 * with Yes! and Nah!! (spec §5). A failure says 'Could not delete!' with the server's reason.
 */
export const ConfirmDeleteButton = ({
  resource,
  successMessage,
  redirectTo,
  failureMessage = 'messages.could_not_delete_because',
}: ConfirmDeleteButtonProps) => {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  if (!record) return null;

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(successMessage, { type: 'success' });
          if (redirectTo) navigate(redirectTo);
          else refresh();
        },
        onError: (error: unknown) => {
          setOpen(false);
          if (errorStatus(error) !== 406) notify(failureMessage, { type: 'error', messageArgs: { error: errorMessage(error) } });
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
