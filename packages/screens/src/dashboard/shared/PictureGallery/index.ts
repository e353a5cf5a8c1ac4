export { PictureGallery, type PictureGalleryProps, type PictureGalleryText } from './PictureGallery.tsx';
