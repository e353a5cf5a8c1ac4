export { CrmBoard, type CrmBoardProps } from './CrmBoard.tsx';
export { CRM_BOARD_TEMPLATES } from './types.ts';
export type {
  CrmBoardStage,
  CrmBoardSummary,
  CrmBoardTemplate,
  CrmCardData,
  CrmCardLabel,
  CrmName,
  CrmReadStatus,
  CrmStageRead,
} from './types.ts';
