import { ApiError } from '@atrium/api-client';
import { readToken } from '../auth/session-storage';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadHandle<T> {
  done: Promise<T>;
  cancel(): void;
}

/**
 * A multipart upload with progress: fetch cannot report an upload's progress, XMLHttpRequest can
 * (`upload.onprogress`). Sends the session like the API client; answers the JSON body, or throws the
 * client's ApiError with the server's code and message (413, 415, 400 with field errors).
 */
export function uploadWithProgress<T>(url: string, form: FormData, onProgress: (p: UploadProgress) => void): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    const token = readToken();
    if (token) xhr.setRequestHeader('token', token);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.response as T);
      const body = (xhr.response ?? {}) as { code?: string; message?: string; errors?: Array<{ field: string; message: string }> };
      reject(new ApiError(xhr.status, body.code ?? `http.${xhr.status}`, body.message ?? xhr.statusText, body.errors ?? []));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network.unreachable', 'Cannot reach the server'));
    xhr.onabort = () => reject(new ApiError(0, 'upload.cancelled', 'Upload cancelled'));
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
