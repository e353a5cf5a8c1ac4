export { IMAGE_TYPES, ImageUploader, type ImageUploaderProps } from './ImageUploader.tsx';
export { ImageListUploader, type ImageListUploaderProps } from './ImageListUploader.tsx';
export { checkFile, formatBytes, inspectFile, matchesAccept, MB, type FileFacts, type FileProblem } from './fileChecks.ts';
export { MaxSize, UploaderField, type UploaderFieldProps } from './UploaderField.tsx';
export type { UploadedImage } from './useImageList.ts';
export {
  keepFileForSave,
  type UploadHandler,
  type UploadProblem,
  type UploadResult,
  type UploadState,
  type UploadStatus,
} from './useFileUpload.ts';
