import FolderIcon from '@mui/icons-material/Folder';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyList } from '../../components/empty-list';
import { LinkButton } from '../../components/link-button';
import { useNotifyError } from '../../components/use-notify-error';
import { tileTitle } from './tile-title';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

// A page of tiles; a project with more folders pages through /modules/asm/folders.
const TILES = 100;

/** /modules/asm/assets: a tile per folder, opening its files, and Manage Folders. */
export const FolderTiles = () => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const { data, isPending } = useGetList(
    'asset-folders',
    { pagination: { page: 1, perPage: TILES }, sort: { field: 'folder', order: 'ASC' } },
    { onError: (error: unknown) => notifyError(error, 'list.api_error') },
  );
  const manage = <LinkButton to={moduleRoutes.asm.folders} label="asm.manage_folders" icon={<SettingsIcon />} variant="contained" />;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1, mb: 2 }}>{manage}</Box>
      {isPending ? (
        <Skeleton variant="rounded" height={120} aria-label={translate('app.loading')} />
      ) : !data?.length ? (
        <EmptyList action={manage} />
      ) : (
        <Box
          component="ul"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2, p: 0, m: 0, listStyle: 'none' }}
        >
          {data.map((folder) => (
            <li key={folder.id}>
              <Card variant="outlined">
                <CardActionArea
                  component={Link}
                  to={routeTo(moduleRoutes.asm.files, { folder: folder.id })}
                  aria-label={folder.folder as string}
                >
                  <CardContent sx={{ textAlign: 'center' }}>
                    <FolderIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
                    <Typography title={folder.folder as string}>{tileTitle(folder.folder as string)}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
};
