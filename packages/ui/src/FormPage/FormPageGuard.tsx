import { useEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';

export interface FormPageGuardProps {
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The leave-without-saving guard, without a router (ui knows none): reports every change of
 * "has unsaved changes" so the app can block its own navigation (react-router's useBlocker),
 * and while dirty asks the browser to confirm a reload, a closed tab or an outside link.
 */
export function FormPageGuard({ onDirtyChange }: FormPageGuardProps) {
  const dirty = useFormState({ subscription: { dirty: true } }).dirty === true;
  const callback = useRef(onDirtyChange);
  const reported = useRef(false);
  useEffect(() => {
    callback.current = onDirtyChange;
  }, [onDirtyChange]);

  useEffect(() => {
    if (dirty === reported.current) return;
    reported.current = dirty;
    callback.current?.(dirty);
  }, [dirty]);
  // Leaving the page (a confirmed navigation) ends the unsaved state the app was told about.
  useEffect(
    () => () => {
      if (reported.current) callback.current?.(false);
    },
    [],
  );

  useEffect(() => {
    if (!dirty) return;
    const confirmLeave = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', confirmLeave);
    return () => window.removeEventListener('beforeunload', confirmLeave);
  }, [dirty]);
  return null;
}
