import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, Paper, Skeleton, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { Schemas } from '@atrium/api-client';
import { readCurrentProject } from '../../auth/session-storage';
import { EmptyList } from '../../components/empty-list';
import { useApiCall } from '../../components/use-api-call';
import { useNotifyError } from '../../components/use-notify-error';
import type { AtriumDataProvider } from '../../data-provider/data-provider';
import { detailsPathOf } from '../asset-tags/tagged-record';

type Folder = Schemas['ManagedFolderDto'];

/**
 * /modules/asm/manage-tags/:tagType/:typeId: every file of the project, grouped by folder, checked when
 * tagged to the record; saving tags exactly the checked ones (PATCH /asm/assets/manage), then back to the record.
 */
export const ManageTags = () => {
  const { tagType = '', typeId = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const provider = useDataProvider<AtriumDataProvider>();
  const project = readCurrentProject();
  const {
    data: folders,
    isPending,
    error,
  } = useApiCall<Folder[]>(`manage-${project}`, (p) =>
    project ? p.send<Folder[]>('asset-manage', { method: 'GET', query: { project } }) : null,
  );
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const tagged = (folders ?? []).flatMap((f) =>
      f.files.filter((file) => file.tags.some((t) => t.tagType === tagType && t.typeId === Number(typeId))).map((file) => file.id),
    );
    setSelected(new Set(tagged));
  }, [folders, tagType, typeId]);
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

  if (isPending) return <Skeleton variant="rounded" height={160} aria-label={translate('app.loading')} />;
  if (!folders?.some((f) => f.files.length)) return <EmptyList />;
  return (
    <Paper component="form" onSubmit={save} sx={{ p: 2, maxWidth: 720, display: 'grid', gap: 2 }}>
      {folders
        .filter((f) => f.files.length)
        .map((folder) => (
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
      <Box>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
          {translate('ra.action.save')}
        </Button>
      </Box>
    </Paper>
  );
};
