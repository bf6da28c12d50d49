import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button, CreateBase, SimpleForm, useRefresh, useTranslate } from 'react-admin';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { FolderInputs } from './folder-inputs';

/** Add Folder in a modal (spec 2 §2): it closes on success, and the list reloads. */
export const AddFolderButton = () => {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const refresh = useRefresh();
  const saved = useSaveOptions('messages.folder_added');
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
      <Button label="asm.add_folder" variant="contained" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="add-folder-title">
        <DialogTitle id="add-folder-title">{translate('asm.add_folder')}</DialogTitle>
        <DialogContent>
          <CreateBase resource="asset-folders" mutationOptions={options} redirect={false}>
            <SimpleForm toolbar={<SaveToolbar />}>
              <FolderInputs />
            </SimpleForm>
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  );
};
