export {
  CART_LIMITS,
  MB,
  MONEY_LIMITS,
  TEXT_LIMITS,
  textLength,
  UPLOAD_LIMITS,
  uploadProblem,
  type UploadKind,
  type UploadLimit,
  type UploadProblem,
} from './limits.ts';
export {
  contentProblem,
  declaredType,
  HEAD_BYTES,
  imageDimensions,
  sniffType,
  tooManyPixels,
  UNSAFE_NAME_CHARACTERS,
  unsafeFileName,
  type ContentProblem,
  type ImageSize,
  type SniffedType,
} from './content.ts';
export { ftypHeader, jpegHeader, pngHeader, SCRIPTED_SVG, webmHeader, webpHeader } from './sampleFiles.ts';
