import UploadIcon from '@mui/icons-material/Upload';
import { Box, Typography } from '@mui/material';
import { FunctionField, TextField, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Datagrid } from '../../components/datagrid';
import { useParams } from 'react-router-dom';
import { BackButton } from '../../components/back-button';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { UnixDateField } from '../../components/dates';
import { LinkButton } from '../../components/link-button';
import { ResourceList } from '../../components/resource-list';
import { AssetPreview, AssetSizeField, PublicLinkField } from './asset-fields';
import { DownloadButton } from './download-button';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

/**
 * /modules/asm/files/:folder: the folder's files, each with a thumbnail when it is an image, its size for
 * people, a public file's link with a copy button, Download and Delete; Upload adds one.
 */
export const AssetList = () => {
  const folder = Number(useParams().folder);
  const translate = useTranslate();
  const { data } = useGetOne('asset-folders', { id: folder });
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <BackButton to={moduleRoutes.asm.assets} />
        {data && (
          <Typography variant="h6" component="h2">
            {data.folder as string}
          </Typography>
        )}
      </Box>
      <ResourceList
        resource="assets"
        filter={{ folder }}
        storeKey={`assets.${folder}`}
        create={
          <LinkButton to={routeTo(moduleRoutes.asm.uploadAsset, { folder })} label="asm.upload" icon={<UploadIcon />} variant="contained" />
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="label" />
          <AssetPreview source="preview" />
          <TextField source="source" />
          <FunctionField source="access" render={(asset: RaRecord) => translate(`asm.${asset.access as string}`)} />
          <AssetSizeField source="size" />
          <UnixDateField source="dateTime" />
          <PublicLinkField source="publicUrl" />
          <FunctionField
            source="id"
            label=""
            render={(asset: RaRecord) => (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
                <DownloadButton id={asset.id as number} source={asset.source as string} />
                <ConfirmDeleteButton resource="assets" successMessage="messages.asset_deleted" />
              </Box>
            )}
          />
        </Datagrid>
      </ResourceList>
    </Box>
  );
};
