export * from './FreeJobDialog.tsx';
