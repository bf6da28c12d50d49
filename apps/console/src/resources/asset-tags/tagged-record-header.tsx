import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Typography } from '@mui/material';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { LinkButton } from '../../components/link-button';
import { detailsPathOf } from './tagged-record';

const RESOURCES: Record<string, string> = { lead: 'leads', customer: 'customers', inventory: 'inv-items' };

/** A lead or customer by name (by e-mail when it has none), an item by its name. */
function nameOf(record: RaRecord | undefined): string {
  if (!record) return '';
  if (typeof record.item === 'string') return record.item;
  return [record.firstname, record.lastname].filter(Boolean).join(' ').trim() || String(record.email ?? '');
}

/**
 * Above Manage Tags: whose files these are ('Files tagged to lead Ada Lovelace'), and the way back to that
 * record's details (issue 19: the screen did not say which record it tags).
 */
export const TaggedRecordHeader = ({ tagType, typeId }: { tagType: string; typeId: number }) => {
  const translate = useTranslate();
  const resource = RESOURCES[tagType];
  const { data } = useGetOne(resource ?? 'leads', { id: typeId }, { enabled: !!resource && typeId > 0 });
  const name = nameOf(data);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <LinkButton to={detailsPathOf(tagType, typeId)} label={translate('asm.back_to', { name: name || '…' })} icon={<ArrowBackIcon />} />
      <Typography component="h2" variant="h6">
        {translate('asm.tags_of', { type: translate(`asm.tag_type.${tagType}`, { _: tagType }), name: name || '…' })}
      </Typography>
    </Box>
  );
};
