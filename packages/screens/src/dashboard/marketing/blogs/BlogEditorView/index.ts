export { BlogEditorView, type BlogEditorViewProps } from './BlogEditorView.tsx';
