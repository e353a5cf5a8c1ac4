export { ReviewStatisticsView, type ReviewStatisticsViewProps } from './ReviewStatisticsView.tsx';
