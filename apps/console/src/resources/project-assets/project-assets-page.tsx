import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FunctionField, NumberField, TextField, useTranslate } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { UnixDateField } from '../../components/dates';
import { ResourceList } from '../../components/resource-list';
import { UploadAssetDialog } from './upload-asset-dialog';

/** One of the page's two lists: the project's images, or its videos (GET /cms/assets?project&type). */
const AssetsOfType = ({ type }: { type: 'image' | 'video' }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={`assets-${type}`}>
      <Typography variant="h6" component="h2" id={`assets-${type}`} sx={{ mt: 2 }}>
        {translate(`project_assets.${type}s`)}
      </Typography>
      <ResourceList resource="project-assets" filter={{ type }} embedded>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="label" />
          <TextField source="fileName" />
          <NumberField source="fileSize" />
          <UnixDateField source="createdAt" />
          <FunctionField
            source="id"
            label=""
            render={() => <ConfirmDeleteButton resource="project-assets" successMessage="messages.asset_deleted" />}
          />
        </Datagrid>
      </ResourceList>
    </Box>
  );
};

/** /users/assets (spec 1): the current project's images and videos, and the upload modal (label, file). */
export const ProjectAssetsPage = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
          {translate('asm.upload')}
        </Button>
      </Stack>
      <AssetsOfType type="image" />
      <AssetsOfType type="video" />
      <UploadAssetDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
};
