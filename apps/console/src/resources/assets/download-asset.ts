import { ApiError } from '@atrium/api-client';
import { readToken } from '../../auth/session-storage';

/**
 * Downloads a file through the authenticated call (a private file needs the session header, which a plain
 * link cannot send) and saves it under its source name.
 */
export async function downloadAsset(id: number, source: string): Promise<void> {
  const token = readToken();
  const response = await fetch(`/api/asm/assets/download?id=${id}`, { headers: token ? { token } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code ?? `http.${response.status}`, body.message ?? response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = source;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the save; the object URL can go after this tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
