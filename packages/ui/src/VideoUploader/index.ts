export { VIDEO_TYPES, VideoUploader, type VideoUploaderProps } from './VideoUploader.tsx';
