import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_MESSAGE } from '../../../domain/chat/chatRules';
import type { Attachment } from '../../../domain/chat/chat';
import { apiPath } from '../../app/api/client';

export const FILE_TOO_LARGE_TEXT = 'Files can be at most 25 MB';
export const TOO_MANY_FILES_TEXT = `Attach at most ${ATTACHMENTS_PER_MESSAGE} files to one message`;

export interface Upload {
  id: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  attachment?: Attachment;
  error?: string;
}

async function uploadFile(channelId: string, file: File, signal: AbortSignal): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  // fetch itself, not callApi: an upload can be cancelled (signal), and its failure says 'Upload failed'.
  const url = apiPath('POST /api/channel/:id/attachments', { params: { id: channelId }, body: form });
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'include', signal });
  const body = (await response.json().catch(() => null)) as { data?: Attachment; message?: string } | null;
  if (!response.ok || !body?.data) throw new Error(body?.message || 'Upload failed');
  return body.data;
}

/** Files picked in a composer: each uploads at once (25 MB at most) and shows as a chip until sent. */
export function useAttachmentUploads(channelId: string) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const inFlight = controllers.current;
    return () => {
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    };
  }, []);

  const patch = (id: string, change: Partial<Upload>) => setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const add = useCallback(
    (files: readonly File[], alreadyAttached: number) => {
      setError(null);
      const room = ATTACHMENTS_PER_MESSAGE - alreadyAttached;
      if (files.length > room) setError(TOO_MANY_FILES_TEXT);
      for (const file of files.slice(0, Math.max(0, room))) {
        if (file.size > ATTACHMENT_MAX_BYTES) {
          setError(FILE_TOO_LARGE_TEXT);
          continue;
        }
        const id = crypto.randomUUID();
        const controller = new AbortController();
        controllers.current.set(id, controller);
        setUploads((current) => [...current, { id, name: file.name, size: file.size, status: 'uploading' }]);
        uploadFile(channelId, file, controller.signal).then(
          (attachment) => patch(id, { status: 'done', attachment }),
          (failure: unknown) => {
            if (!controller.signal.aborted) patch(id, { status: 'error', error: failure instanceof Error ? failure.message : 'Upload failed' });
          },
        ).finally(() => controllers.current.delete(id));
      }
    },
    [channelId],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setUploads((current) => current.filter((upload) => upload.id !== id));
  }, []);

  const clear = useCallback(() => {
    setUploads([]);
    setError(null);
  }, []);

  const attachments = useMemo(() => uploads.flatMap((upload) => (upload.attachment ? [upload.attachment] : [])), [uploads]);
  return { uploads, attachments, error, add, remove, clear, uploading: uploads.some((upload) => upload.status === 'uploading') };
}
