import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { CreateBase, SimpleForm, useRefresh, useTranslate } from 'react-admin';
import { Button } from './button';
import { SaveToolbar, useSaveOptions } from './form';

/**
 * An Add button whose form opens in a modal (spec 2 §2: folders, video categories): the saved `message`,
 * then the modal closes and the list reloads. `label` names both the button and the modal.
 */
export const AddInDialogButton = ({
  resource,
  label,
  message,
  children,
}: {
  resource: string;
  label: string;
  message: string;
  /** The form's inputs. */
  children: ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const translate = useTranslate();
  const refresh = useRefresh();
  const saved = useSaveOptions(message);
  const options = {
    ...saved,
    onSuccess: (...args: Parameters<typeof saved.onSuccess>) => {
      saved.onSuccess(...args);
      setOpen(false);
      refresh();
    },
  };
  return (
    <>
      <Button label={label} variant="contained" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(label)}</DialogTitle>
        <DialogContent>
          <CreateBase resource={resource} mutationOptions={options} redirect={false}>
            <SimpleForm toolbar={<SaveToolbar />}>{children}</SimpleForm>
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  );
};
