export { ToastRegion, type ToastRegionProps } from './ToastRegion.tsx';
export {
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  type ToastMessage,
  type ToastQueue,
  type ToastShowOptions,
  type ToastTone,
} from './createToastQueue.ts';
