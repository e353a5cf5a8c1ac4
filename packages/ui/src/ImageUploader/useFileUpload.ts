import { useCallback, useEffect, useRef, useState } from 'react';
import { inspectFile, type FileProblem } from './fileChecks.ts';

/** What the app's upload returns: the stored file's URL, or the server's own message. */
export type UploadResult = { url: string } | { error: string };

/**
 * Supplied by the app (the API client knows the endpoint and tokens). It reports progress
 * as a fraction 0..1 and resolves with the URL or the server's rejection message.
 */
export type UploadHandler = (file: File, options: { onProgress: (fraction: number) => void }) => Promise<UploadResult>;

export type UploadStatus = 'empty' | 'uploading' | 'uploaded' | 'failed';

export type UploadProblem = { kind: FileProblem } | { kind: 'server'; message: string } | { kind: 'network' };

export interface UploadState {
  file: File | null;
  status: UploadStatus;
  /** 0..1 while uploading. */
  progress: number;
  url: string | null;
  problem: UploadProblem | null;
}

const EMPTY: UploadState = { file: null, status: 'empty', progress: 0, url: null, problem: null };

export interface UseFileUploadOptions {
  accept: readonly string[];
  maxBytes: number;
  onUpload: UploadHandler;
  onChange?: (value: { file: File; url: string } | null) => void;
}

/**
 * The upload state machine. A file that fails a check before sending (name, type, size, its
 * bytes; decision 0085) is never kept: the previous choice stays and the error shows. A server rejection KEEPS the chosen file (the
 * form around it keeps its state too) so the user can retry, replace or remove it.
 */
export function useFileUpload({ accept, maxBytes, onUpload, onChange }: UseFileUploadOptions) {
  const [state, setState] = useState<UploadState>(EMPTY);
  const attempt = useRef(0);
  const picks = useRef(0);
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  const upload = useCallback(
    async (file: File) => {
      attempt.current += 1;
      const mine = attempt.current;
      const current = () => attempt.current === mine;
      setState({ file, status: 'uploading', progress: 0, url: null, problem: null });
      const onProgress = (fraction: number) => {
        if (current()) setState((s) => ({ ...s, progress: Math.min(1, Math.max(0, fraction)) }));
      };
      let result: UploadResult;
      try {
        result = await onUpload(file, { onProgress });
      } catch {
        if (current()) setState((s) => ({ ...s, status: 'failed', problem: { kind: 'network' } }));
        return;
      }
      if (!current()) return;
      if ('url' in result) {
        setState((s) => ({ ...s, status: 'uploaded', progress: 1, url: result.url }));
        onChange?.({ file, url: result.url });
      } else {
        setState((s) => ({ ...s, status: 'failed', problem: { kind: 'server', message: result.error } }));
      }
    },
    [onUpload, onChange],
  );

  const choose = useCallback(
    async (file: File) => {
      // The bytes are read first (no decoding); a later choice wins over this one. An upload
      // already under way is not disturbed by a choice that is then refused.
      picks.current += 1;
      const mine = picks.current;
      let problem: FileProblem | null;
      try {
        problem = await inspectFile(file, { accept, maxBytes });
      } catch {
        problem = 'empty'; // the browser could not read it: it is gone or unreadable
      }
      if (picks.current !== mine) return;
      if (problem) {
        const kind = problem;
        setState((s) => ({ ...s, problem: { kind } }));
        return;
      }
      void upload(file);
    },
    [accept, maxBytes, upload],
  );

  const retry = useCallback(() => {
    if (state.file) void upload(state.file);
  }, [state.file, upload]);

  const remove = useCallback(() => {
    attempt.current += 1;
    setState(EMPTY);
    onChange?.(null);
  }, [onChange]);

  return { state, choose, retry, remove };
}

/**
 * For forms whose save call carries the file itself (a multipart add or update): choosing a
 * picture only keeps it in the form, with its preview, and nothing is sent until the save.
 */
export const keepFileForSave: UploadHandler = async (file, { onProgress }) => {
  onProgress(1);
  return { url: file.name };
};
