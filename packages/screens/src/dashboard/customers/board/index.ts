export { CrmBoard, type CrmBoardProps } from './CrmBoard.tsx';
export type { CrmBoardStage, CrmBoardSummary, CrmCardData, CrmCardLabel, CrmName } from './types.ts';
