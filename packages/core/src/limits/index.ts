export {
  CART_LIMITS,
  MB,
  TEXT_LIMITS,
  textLength,
  UPLOAD_LIMITS,
  uploadProblem,
  type UploadKind,
  type UploadLimit,
  type UploadProblem,
} from './limits.ts';
