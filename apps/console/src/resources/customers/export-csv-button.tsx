import DownloadIcon from '@mui/icons-material/Download';
import { CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { Button } from '../../components/button';
import { api } from '../../api';
import { readCurrentProject } from '../../auth/session-storage';
import { useNotifyError } from '../../components/use-notify-error';

const FILE_NAME = 'ExportedData.csv';

/** Hands a downloaded body to the browser as a file. */
function save(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: FILE_NAME });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Export CSV: every matching customer of the current project, not only the page shown, as ExportedData.csv.
 * The server streams the rows, in people's terms (customers.csv.ts); the request goes through the API client
 * so that it carries the session. Not offered for an empty list (nothing to export). The console builds no
 * CSV itself: the server's is the only one (defused against spreadsheet formulas there, for the CLI too).
 */
export const ExportCsvButton = ({ assigned }: { assigned?: number }) => {
  const [pending, setPending] = useState(false);
  const notifyError = useNotifyError();
  const { total } = useListContext();
  const exportCsv = async () => {
    const project = readCurrentProject();
    if (!project) return;
    setPending(true);
    try {
      const query = { project: String(project), ...(assigned ? { assigned: String(assigned) } : {}) };
      const { data, error } = await api.GET('/api/crm/customers/export', { params: { query }, parseAs: 'blob' });
      if (error !== undefined || !data) throw error;
      save(data as Blob);
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };
  if (!total) return null;
  return (
    <Button label="actions.export_csv" onClick={exportCsv} disabled={pending}>
      {pending ? <CircularProgress size={16} aria-label="…" /> : <DownloadIcon />}
    </Button>
  );
};
