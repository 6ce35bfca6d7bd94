import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ASSET_MAX_BYTES } from '@itinera/domain';
import { errorMessage } from '../notify';
import { assetKeys, uploadAsset, type Asset, type UploadFields } from './assets-api';

// Several files dropped at once: each uploads on its own, two at a time, with its own progress bar
// and its own success or error line. Files the server would refuse for their size are refused here
// first, with the same sentence.

export interface UploadItem {
  id: string;
  name: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'duplicate' | 'error';
  error?: string;
  asset?: Asset;
}

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const PARALLEL = 2;

export function useUploadQueue(fields: UploadFields, onUploaded?: (asset: Asset) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const client = useQueryClient();
  const patch = (id: string, p: Partial<UploadItem>) =>
    setItems((all) => all.map((i) => (i.id === id ? { ...i, ...p } : i)));

  const add = useCallback(
    (files: File[]) => {
      const batch = files.map((file) => ({ file, id: `${file.name}-${Math.random().toString(36).slice(2)}` }));
      setItems((all) => [
        ...batch.map(({ file, id }) =>
          file.size > ASSET_MAX_BYTES
            ? {
                id,
                name: file.name,
                progress: 0,
                status: 'error' as const,
                error: `This picture is larger than ${ASSET_MAX_BYTES / 1024 / 1024} MB. Please upload a smaller file.`,
              }
            : { id, name: file.name, progress: 0, status: 'waiting' as const },
        ),
        ...all,
      ]);
      const todo = batch.filter(({ file }) => file.size <= ASSET_MAX_BYTES);
      const next = async (): Promise<void> => {
        const job = todo.shift();
        if (!job) return;
        patch(job.id, { status: 'uploading' });
        try {
          const answer = await uploadAsset(job.file, fields, (p) => patch(job.id, { progress: p }));
          patch(job.id, { status: answer.duplicate ? 'duplicate' : 'done', progress: 1, asset: answer.data });
          onUploaded?.(answer.data);
        } catch (error) {
          patch(job.id, { status: 'error', error: errorMessage(error) });
        }
        return next();
      };
      void Promise.all(Array.from({ length: PARALLEL }, next)).then(() =>
        client.invalidateQueries({ queryKey: assetKeys.all }),
      );
    },
    [client, fields, onUploaded],
  );
  const clear = () => setItems((all) => all.filter((i) => i.status === 'waiting' || i.status === 'uploading'));
  return { items, add, clear };
}
