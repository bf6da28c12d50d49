import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { useRefresh } from 'react-admin';
import { Button } from '../../components/button';
import type { ImportResource } from './import-dialog';

// The dialog (its stepper, table and selects) loads on the first click: the lists' own screens stay as light.
const ImportDialog = lazy(() => import('./import-dialog'));

/** Import CSV on a list of leads, customers or a group's items: opens the import dialog; the list reloads after it. */
export const ImportButton = ({ resource, group }: { resource: ImportResource; group?: number }) => {
  const [open, setOpen] = useState(false);
  const refresh = useRefresh();
  return (
    <>
      <Button label="imports.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog
            resource={resource}
            group={group}
            onClose={() => {
              setOpen(false);
              refresh();
            }}
          />
        </Suspense>
      )}
    </>
  );
};
