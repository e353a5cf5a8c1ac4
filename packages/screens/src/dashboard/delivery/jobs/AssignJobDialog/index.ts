export * from './AssignJobDialog.tsx';
