export { BOARD_PAGE_SIZE, crmKeys } from './keys.ts';
export {
  nextReminders,
  readBoard,
  readBoards,
  readLabels,
  readMember,
  readMembersPage,
  readReminders,
  shopDay,
  type CrmBoardRow,
  type CrmLabelRow,
  type CrmMember,
  type CrmReminderRow,
  type CrmStageRow,
  type MembersPage,
} from './read.ts';
export { BOARD_MAX_PAGES, membersFetcher, useCrmBoards, useCrmLabels, useCrmMembers, useCrmReminders } from './useCrmBoard.ts';
export {
  addBoard,
  addStage,
  deleteBoard,
  deleteStage,
  moveCustomer,
  moveStage,
  renameBoard,
  renameStage,
  type BilingualName,
  type CrmApi,
  type CrmContext,
} from './mutations.ts';
