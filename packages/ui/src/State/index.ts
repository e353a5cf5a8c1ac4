export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export { ErrorState, type ErrorStateProps } from './ErrorState.tsx';
