import { useCallback, useEffect, useRef, useState } from 'react';
import { inspectFile, type FileProblem } from './fileChecks.ts';
import type { UploadHandler } from './useFileUpload.ts';

export interface UploadedImage {
  id: string;
  url: string;
  name: string;
}

export interface ImageListItem {
  key: string;
  name: string;
  /** The chosen file, kept for its preview and for retries. */
  file?: File;
  url?: string;
  status: 'uploading' | 'uploaded' | 'failed';
  progress: number;
  /** The server's message or a network failure. */
  error?: { kind: 'server'; message: string } | { kind: 'network' };
}

export type ListProblem = { kind: FileProblem; name: string } | { kind: 'tooMany'; max: number };

export interface UseImageListOptions {
  defaultImages: readonly UploadedImage[];
  defaultPrimaryId?: string | null;
  accept: readonly string[];
  maxBytes: number;
  maxImages: number;
  onUpload: UploadHandler;
  onChange?: (value: { images: UploadedImage[]; primaryId: string | null }) => void;
}

/** Several images uploading independently, one of them primary (the first, until changed). */
export function useImageList({ defaultImages, defaultPrimaryId, accept, maxBytes, maxImages, onUpload, onChange }: UseImageListOptions) {
  const [items, setItems] = useState<ImageListItem[]>(() =>
    defaultImages.map((image) => ({ key: image.id, name: image.name, url: image.url, status: 'uploaded', progress: 1 })),
  );
  const [primary, setPrimary] = useState<string | null>(defaultPrimaryId ?? defaultImages[0]?.id ?? null);
  const [problems, setProblems] = useState<ListProblem[]>([]);
  // Uploads finish after renders: they read and write the latest list through these refs.
  const itemsRef = useRef(items);
  const primaryRef = useRef(primary);
  const counter = useRef(0);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const commit = useCallback(
    (next: ImageListItem[], nextPrimary: string | null, notify: boolean) => {
      if (!live.current) return;
      itemsRef.current = next;
      primaryRef.current = nextPrimary;
      setItems(next);
      setPrimary(nextPrimary);
      if (!notify) return;
      const images = next.filter((i) => i.status === 'uploaded' && i.url).map((i) => ({ id: i.key, url: i.url as string, name: i.name }));
      const primaryId = images.some((i) => i.id === nextPrimary) ? nextPrimary : (images[0]?.id ?? null);
      onChange?.({ images, primaryId });
    },
    [onChange],
  );

  const patch = useCallback(
    (key: string, change: Partial<ImageListItem>, notify = false) => {
      commit(
        itemsRef.current.map((i) => (i.key === key ? { ...i, ...change } : i)),
        primaryRef.current,
        notify,
      );
    },
    [commit],
  );

  const send = useCallback(
    async (key: string, file: File) => {
      patch(key, { status: 'uploading', progress: 0, error: undefined });
      try {
        const result = await onUpload(file, { onProgress: (fraction) => patch(key, { progress: Math.min(1, Math.max(0, fraction)) }) });
        if ('url' in result) patch(key, { status: 'uploaded', progress: 1, url: result.url }, true);
        else patch(key, { status: 'failed', error: { kind: 'server', message: result.error } });
      } catch {
        patch(key, { status: 'failed', error: { kind: 'network' } });
      }
    },
    [onUpload, patch],
  );

  const add = async (files: readonly File[]) => {
    const found: ListProblem[] = [];
    // Every file's bytes are read before any is sent (decision 0085).
    const problems = await Promise.all(files.map((file) => inspectFile(file, { accept, maxBytes }).catch(() => 'empty' as const)));
    if (!live.current) return;
    const room = Math.max(0, maxImages - itemsRef.current.length);
    const fresh: ImageListItem[] = [];
    for (const [index, file] of files.entries()) {
      const problem = problems[index];
      if (problem) found.push({ kind: problem, name: file.name });
      else if (fresh.length < room) {
        counter.current += 1;
        fresh.push({ key: `new-${counter.current}`, name: file.name, file, status: 'uploading', progress: 0 });
      } else if (!found.some((p) => p.kind === 'tooMany')) found.push({ kind: 'tooMany', max: maxImages });
    }
    setProblems(found);
    if (fresh.length === 0) return;
    commit([...itemsRef.current, ...fresh], primaryRef.current ?? fresh[0]?.key ?? null, false);
    for (const item of fresh) void send(item.key, item.file as File);
  };

  const remove = (key: string) => {
    const next = itemsRef.current.filter((i) => i.key !== key);
    setProblems([]);
    commit(next, primaryRef.current === key ? (next[0]?.key ?? null) : primaryRef.current, true);
  };

  const choosePrimary = (key: string) => commit(itemsRef.current, key, true);

  const retry = (key: string) => {
    const item = itemsRef.current.find((i) => i.key === key);
    if (item?.file) void send(key, item.file);
  };

  return { items, primary, problems, add, remove, choosePrimary, retry };
}
