export * from './StatisticsView/index.ts';
