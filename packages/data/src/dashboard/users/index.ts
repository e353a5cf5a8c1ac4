export { usersKeys } from './keys.ts';
export { readPosUser, readPosUserDetail, readPosUsers, readUserNote } from './read.ts';
export { isPosRole, POS_ROLES, posUserFilter, type PosRole } from './filter.ts';
export { usePosUser, usePosUsers, type PosUsersQuery } from './usePosUsers.ts';
export {
  addUserNote,
  createPosUser,
  deleteUserNote,
  updateUserNote,
  type NoteDraft,
  type PosUserDraft,
  type UsersApi,
  type UsersContext,
} from './mutations.ts';
