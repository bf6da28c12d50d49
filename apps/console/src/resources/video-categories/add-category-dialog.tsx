import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button, CreateBase, SimpleForm, useRefresh, useTranslate } from 'react-admin';
import { SaveToolbar, useSaveOptions } from '../../components/form';
import { VideoCategoryInputs } from './video-category-inputs';

/** Add Category in a modal (spec 2 §2): 'Category added!', it closes, and the list reloads. */
export const AddCategoryButton = () => {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const refresh = useRefresh();
  const saved = useSaveOptions('messages.category_added');
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
      <Button label="actions.add_category" variant="contained" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="add-category-title">
        <DialogTitle id="add-category-title">{translate('actions.add_category')}</DialogTitle>
        <DialogContent>
          <CreateBase resource="video-categories" mutationOptions={options} redirect={false}>
            <SimpleForm toolbar={<SaveToolbar />}>
              <VideoCategoryInputs />
            </SimpleForm>
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  );
};
