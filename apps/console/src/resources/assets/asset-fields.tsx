import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import { Box, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate, type FieldProps } from 'react-admin';
import { useRecordContextOf } from '../../data-provider/records';
import type { Schemas } from '@atrium/api-client';
import { readToken } from '../../auth/session-storage';
import { CopyButton } from '../../components/copy-button';
import { formatFileSize } from '../../components/file-size';

type Asset = Schemas['AssetDto'];

/** The largest private image a list fetches for its thumbnail: bigger ones show the file icon instead. */
const MAX_PREVIEW_BYTES = 5_000_000;

/** A private image, through the authenticated download (a plain <img> cannot send the session), as an object URL. */
function usePrivateImage(asset: Asset | undefined): string | null {
  const wanted = !!asset && !asset.publicUrl && asset.contentType.startsWith('image/') && asset.size <= MAX_PREVIEW_BYTES;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || !asset) return;
    let objectUrl: string | null = null;
    let current = true;
    const token = readToken();
    void fetch(`/api/asm/assets/download?id=${asset.id}`, { headers: token ? { token } : {} })
      .then((r) => (r.ok ? r.blob() : null))
      .then((blob) => {
        if (!blob || !current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [wanted, asset?.id]);
  return url;
}

/** An image's thumbnail (its text alternative is its label); other files, an icon. */
export const AssetPreview = (_: Partial<FieldProps>) => {
  const asset = useRecordContextOf('assets');
  const translate = useTranslate();
  const privateUrl = usePrivateImage(asset);
  if (!asset) return null;
  const src = asset.contentType.startsWith('image/') ? (asset.publicUrl ?? privateUrl) : null;
  if (!src) return <InsertDriveFileIcon color="disabled" aria-hidden sx={{ fontSize: 40 }} />;
  return (
    <Box
      component="img"
      className="asset-thumbnail"
      src={src}
      alt={translate('asm.preview_of', { label: asset.label })}
      loading="lazy"
      sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
    />
  );
};

/** The size for people: 7.2 kB. */
export const AssetSizeField = (_: Partial<FieldProps>) => {
  const asset = useRecordContextOf('assets');
  return asset ? <span style={{ whiteSpace: 'nowrap' }}>{formatFileSize(asset.size)}</span> : null;
};

/** A public file's link, whole, with a copy button; a private file has none (downloads need the session). */
export const PublicLinkField = (_: Partial<FieldProps>) => {
  const asset = useRecordContextOf('assets');
  const translate = useTranslate();
  if (!asset) return null;
  if (!asset.publicUrl)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('asm.no_public_link')}
      </Typography>
    );
  const url = new URL(asset.publicUrl, window.location.origin).href;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0, maxWidth: '100%' }}>
      <Link href={url} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()} sx={{ overflowWrap: 'anywhere' }}>
        {url}
      </Link>
      <CopyButton text={url} label="asm.copy_link" />
    </Box>
  );
};
