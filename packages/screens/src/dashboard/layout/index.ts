export * from './DashboardFrame/index.ts';
