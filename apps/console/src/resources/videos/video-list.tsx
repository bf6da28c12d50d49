import AddIcon from '@mui/icons-material/Add';
import { Box, Card, Skeleton, Typography } from '@mui/material';
import { NumberField, TextField } from 'react-admin';
import { useRecordsOf } from '../../data-provider/records';
import { Datagrid } from '../../components/datagrid';
import type { Schemas } from '@atrium/api-client';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { UnixDateField } from '../../components/dates';
import { EmptyList } from '../../components/empty-list';
import { LinkButton } from '../../components/link-button';
import { ResourceList } from '../../components/resource-list';
import { PlayButton, PosterField } from './video-player';
import { moduleRoutes } from '../../routes/module-routes';

type Category = Schemas['VideoCategoryDto'];

const addVideo = <LinkButton to={moduleRoutes.bms.addVideo} label="actions.add_video" icon={<AddIcon />} variant="contained" />;

/** Play and Delete at the end of a row; a failed delete says 'API Error: {error}' (spec 2 §8). */
const VideoActions = () => (
  <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
    <PlayButton />
    <ConfirmDeleteButton resource="videos" successMessage="messages.video_deleted" failureMessage="list.api_error" />
  </Box>
);

/** One category's videos: cover, title, likes, views; Play opens the player, Delete asks first. */
const CategoryVideos = ({ category }: { category: Category }) => (
  <Box component="section" sx={{ mt: 3 }} aria-labelledby={`bms-category-${category.id}`}>
    <Typography component="h2" variant="h6" id={`bms-category-${category.id}`} sx={{ mb: 1 }}>
      {category.name}
    </Typography>
    <ResourceList resource="videos" embedded filter={{ category: category.id }} storeKey={`videos-${category.id}`}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <PosterField />
        <TextField source="title" />
        <NumberField source="likes" />
        <NumberField source="views" />
        <UnixDateField source="createdAt" />
        <VideoActions />
      </Datagrid>
    </ResourceList>
  </Box>
);

/** /modules/bms/videos: Add Video, then one table per category of the project. */
export const VideoList = () => {
  const { data: categories, isPending } = useRecordsOf('video-categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (isPending) return <Skeleton variant="rectangular" height={240} sx={{ mt: 2 }} />;
  if (!categories?.length)
    return (
      <Card sx={{ mt: 2 }}>
        <EmptyList action={addVideo} />
      </Card>
    );
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>{addVideo}</Box>
      {categories.map((category) => (
        <CategoryVideos key={category.id} category={category} />
      ))}
    </>
  );
};
