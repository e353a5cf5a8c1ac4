export {
  createErrorResult,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  UserCreateDialog,
  type NewPosUser,
  type UserCreateDialogProps,
} from './UserCreateDialog.tsx';
