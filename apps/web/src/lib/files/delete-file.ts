import { apiRequest } from '../api/api-request';
import { FILES_PATH } from './upload-files';
import { isStoredFileUrl } from './use-file-object-url';

/** DELETE /api/system/files/{id}: 404 outside the owner and shared organisations, 409 while a protected record uses it. */
export async function deleteFile(id: string): Promise<void> {
  await apiRequest('DELETE', `${FILES_PATH}/${encodeURIComponent(id)}`, { auth: 'required' });
}

/** The id in one of our stored files' URLs (`/api/system/files/{id}`), or null for any other address. */
export function storedFileId(url: string | null | undefined): string | null {
  if (!url || !isStoredFileUrl(url)) return null;
  return decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
}
