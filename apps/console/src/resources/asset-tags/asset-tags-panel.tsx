import LinkOffIcon from '@mui/icons-material/LinkOff';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Card, CardActions, CardContent, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Schemas } from '@atrium/api-client';
import { DetailsSection } from '../../components/details';
import { formatDate } from '../../components/format';
import { LinkButton } from '../../components/link-button';
import { useApiCall } from '../../components/use-api-call';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { DownloadButton } from '../assets/download-button';

type Tag = Schemas['AssetTagDto'];
export type AssetTagType = Tag['tagType'];

/**
 * The files tagged to a lead, customer or inventory item, on its details screen: each with Download and
 * Detach ('Confirm Detachment' / 'Do you want to detach this asset?' → 'Asset successfully detached'), and
 * a link to choose the record's files (/modules/asm/manage-tags/{tagType}/{typeId}).
 */
export const AssetTagsPanel = ({ tagType, typeId }: { tagType: AssetTagType; typeId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const provider = useDataProvider<AtriumDataProvider>();
  const [version, setVersion] = useState(0);
  const [detaching, setDetaching] = useState<Tag | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: tags, isPending } = useApiCall<Tag[]>(`${tagType}-${typeId}-${version}`, (p) =>
    p.send<Tag[]>('asset-tags', { method: 'GET', query: { tagType, typeId } }),
  );
  const detach = async () => {
    if (!detaching) return;
    setBusy(true);
    try {
      await provider.send('asset-tags', { method: 'DELETE', query: { id: detaching.id } });
      notify('messages.asset_detached', { type: 'success' });
      setVersion((v) => v + 1);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      setDetaching(null);
    }
  };
  return (
    <DetailsSection title="leads.asset_tags">
      <Card variant="outlined">
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <LinkButton to={`/modules/asm/manage-tags/${tagType}/${typeId}`} label="asm.manage_tags" icon={<SettingsIcon />} />
        </CardActions>
        <CardContent sx={{ pt: 0 }}>
          {isPending ? (
            <Skeleton variant="rounded" height={48} aria-label={translate('app.loading')} />
          ) : !tags?.length ? (
            <Box role="status" color="text.secondary">
              {translate('list.empty')}
            </Box>
          ) : (
            <List dense aria-label={translate('leads.asset_tags')}>
              {tags.map((tag) => (
                <ListItem
                  key={tag.id}
                  secondaryAction={
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <DownloadButton id={tag.asset} source={tag.assetDetails.source} />
                      <Button label="asm.detach" color="error" onClick={() => setDetaching(tag)}>
                        <LinkOffIcon />
                      </Button>
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
