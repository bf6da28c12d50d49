import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, Pagination, Paper, Skeleton, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useRecordsOf } from '../../data-provider/records';
import { useNavigate, useParams } from 'react-router-dom';
import type { Schemas } from '@atrium/api-client';
import { readCurrentProject } from '../../auth/session-storage';
import { EmptyList } from '../../components/empty-list';
import { useApiCall } from '../../components/use-api-call';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { detailsPathOf } from '../asset-tags/tagged-record';
import { TaggedRecordHeader } from '../asset-tags/tagged-record-header';

type Tag = Schemas['AssetTagDto'];

/** Folders a page (GET /asm/assets/manage is paged like every list). */
const PER_PAGE = 15;
/** The most rows a list page holds (CONTRACT §4). */
const MAX_PER_PAGE = 100;

/** Every tag of the record, a page of the most the list allows at a time: saving sends exactly the checked set. */
async function allTagsOf(provider: AtriumDataProvider, tagType: string, typeId: string): Promise<Tag[]> {
  const tags: Tag[] = [];
  for (let page = 1; ; page++) {
    const { data, total = 0 } = await provider.getList<Tag>('asset-tags', {
      pagination: { page, perPage: MAX_PER_PAGE },
      sort: { field: 'id', order: 'ASC' },
      filter: { tagType, typeId },
    });
    tags.push(...data);
    if (!data.length || tags.length >= total) return tags;
  }
}

/**
 * /modules/asm/manage-tags/:tagType/:typeId: the project's files, grouped by folder a page of folders at a
 * time, checked when tagged to the record. The checks start from the record's tags (GET /asm/tags), not
 * from the page, so that saving (PATCH /asm/assets/manage tags exactly the checked files) keeps the
 * record's files of the other pages; then back to the record.
 */
export const ManageTags = () => {
  const { tagType = '', typeId = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const provider = useDataProvider<AtriumDataProvider>();
  const project = readCurrentProject();
  const [page, setPage] = useState(1);
  const folders = useRecordsOf('asset-manage', { pagination: { page, perPage: PER_PAGE }, sort: { field: 'id', order: 'ASC' } });
  const tags = useApiCall<Tag[]>(`asset-tags-${project}-${tagType}-${typeId}`, (p) => (project ? allTagsOf(p, tagType, typeId) : null));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  useEffect(() => setSelected(new Set((tags.data ?? []).map((t) => t.asset))), [tags.data]);
  const error = folders.error ?? tags.error;
  useEffect(() => {
    if (error) notifyError(error);
  }, [error, notifyError]);

  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const back = detailsPathOf(tagType, Number(typeId));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await provider.send('asset-manage', { method: 'PATCH', body: { selected: [...selected], tagType, typeId: Number(typeId), project } });
      notify('messages.saved_successfully', { type: 'success' });
      navigate(back);
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
  };

  const header = <TaggedRecordHeader tagType={tagType} typeId={Number(typeId)} />;
  if (folders.isPending || tags.isPending)
    return (
      <>
        {header}
        <Skeleton variant="rounded" height={160} aria-label={translate('app.loading')} />
      </>
    );
  const pages = Math.ceil((folders.total ?? 0) / PER_PAGE);
  const shown = (folders.data ?? []).filter((f) => f.files.length);
  if (!shown.length && pages <= 1)
    return (
      <>
        {header}
        <EmptyList />
      </>
    );
  return (
    <>
      {header}
      <Paper component="form" onSubmit={save} sx={{ p: 2, maxWidth: 720, display: 'grid', gap: 2 }}>
        {shown.map((folder) => (
          <Box key={folder.id} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">
              <Typography variant="subtitle1" component="span">
                {folder.folder}
              </Typography>
            </FormLabel>
            <FormGroup>
              {folder.files.map((file) => (
                <FormControlLabel
                  key={file.id}
                  control={<Checkbox checked={selected.has(file.id)} onChange={() => toggle(file.id)} />}
                  label={`${file.label} (${file.filename})`}
                />
              ))}
            </FormGroup>
          </Box>
        ))}
        {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} />}
        <Box>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      </Paper>
    </>
  );
};
