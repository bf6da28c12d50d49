import LinkOffIcon from '@mui/icons-material/LinkOff';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Card, CardActions, CardContent, List, ListItem, ListItemText, Pagination, Skeleton } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useRecordsOf } from '../../data-provider/records';
import { Button } from '../../components/button';
import type { Schemas } from '@atrium/api-client';
import { DetailsSection } from '../../components/details';
import { EmptyList } from '../../components/empty-list';
import { formatDate } from '../../components/format';
import { LinkButton } from '../../components/link-button';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { DownloadButton } from '../assets/download-button';
import { moduleRoutes, routeTo } from '../../routes/module-routes';

type Tag = Schemas['AssetTagDto'];
export type AssetTagType = Tag['tagType'];

/** Files a page (GET /asm/tags is paged like every list), newest first. */
const PER_PAGE = 15;

/**
 * The files tagged to a lead, customer or inventory item, on its details screen: each with Download and
 * Detach ('Confirm Detachment' / 'Do you want to detach this asset?' → 'Asset successfully detached'), and
 * a link to choose the record's files (/modules/asm/manage-tags/{tagType}/{typeId}); a page at a time.
 * `readOnly` (a customer's view of the lead it was): Download only, under `title`.
 */
export const AssetTagsPanel = ({
  tagType,
  typeId,
  title = 'leads.asset_tags',
  readOnly = false,
}: {
  tagType: AssetTagType;
  typeId: number;
  title?: string;
  readOnly?: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const provider = useDataProvider<AtriumDataProvider>();
  const [page, setPage] = useState(1);
  const [detaching, setDetaching] = useState<Tag | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    data: tags,
    total,
    isPending,
    refetch,
  } = useRecordsOf('asset-tags', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'id', order: 'DESC' },
    filter: { tagType, typeId },
  });
  const pages = Math.ceil((total ?? 0) / PER_PAGE);
  const detach = async () => {
    if (!detaching) return;
    setBusy(true);
    try {
      await provider.send('asset-tags', { method: 'DELETE', query: { id: detaching.id } });
      notify('messages.asset_detached', { type: 'success' });
      // The last row of the last page gone: the page before it.
      if (page > 1 && tags?.length === 1) setPage(page - 1);
      else await refetch();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      setDetaching(null);
    }
  };
  return (
    <DetailsSection title={title}>
      <Card variant="outlined">
        {readOnly ? null : (
          <CardActions sx={{ justifyContent: 'flex-end' }}>
            <LinkButton to={routeTo(moduleRoutes.asm.manageTags, { tagType, typeId })} label="asm.manage_tags" icon={<SettingsIcon />} />
          </CardActions>
        )}
        <CardContent sx={{ pt: readOnly ? 2 : 0 }}>
          {isPending ? (
            <Skeleton variant="rounded" height={48} aria-label={translate('app.loading')} />
          ) : !tags?.length ? (
            <EmptyList />
          ) : (
            <List dense aria-label={translate(title)}>
              {tags.map((tag) => (
                <ListItem
                  key={tag.id}
                  secondaryAction={
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <DownloadButton id={tag.asset} source={tag.assetDetails.source} />
                      {readOnly ? null : (
                        <Button label="asm.detach" color="error" onClick={() => setDetaching(tag)}>
                          <LinkOffIcon />
                        </Button>
                      )}
                    </Box>
                  }
                >
                  <ListItemText
                    primary={tag.assetDetails.label}
                    secondary={`${tag.assetDetails.source} · ${formatDate(tag.assetDetails.dateTime)}`}
                    sx={{ pr: 24 }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} sx={{ mt: 1 }} />}
        </CardContent>
        <Confirm
          isOpen={detaching !== null}
          loading={busy}
          title="confirm.detach_title"
          content="confirm.detach_content"
          confirm="confirm.yes"
          cancel="confirm.no"
          onConfirm={detach}
          onClose={() => setDetaching(null)}
        />
      </Card>
    </DetailsSection>
  );
};
