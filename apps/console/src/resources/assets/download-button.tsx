import DownloadIcon from '@mui/icons-material/Download';
import { useState, type MouseEvent } from 'react';
import { Button } from '../../components/button';
import { useNotifyError } from '../../components/use-notify-error';
import { downloadAsset } from './download-asset';

/** Download of one file (an asset, or a tag's asset), saved under its source name. */
export const DownloadButton = ({ id, source }: { id: number; source: string }) => {
  const [busy, setBusy] = useState(false);
  const notifyError = useNotifyError();
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    downloadAsset(id, source)
      .catch((error: unknown) => notifyError(error))
      .finally(() => setBusy(false));
  };
  return (
    <Button label="asm.download" onClick={click} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
};
