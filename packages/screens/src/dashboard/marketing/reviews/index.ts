export * from './ReviewSubjectsView/index.ts';
export * from './CreateReviewDialog/index.ts';
export * from './ManualReviewDialog/index.ts';
export * from './PublishReviewDialog/index.ts';
export * from './ReviewStatisticsView/index.ts';
export * from './ReviewSubjectDetailView/index.ts';
export * from './ReviewSettingsView/index.ts';
export * from './ReviewTemplatesView/index.ts';
export type {
  Loadable as ReviewLoadable,
  ReviewBillItem,
  ReviewLanguage as ReviewScreenLanguage,
  ReviewListFilter as ReviewScreenListFilter,
  ReviewProductItem,
  ReviewQuestionItem,
  ReviewStatsData,
  ReviewSubjectItem,
  ReviewTemplateItem,
} from './types.ts';
