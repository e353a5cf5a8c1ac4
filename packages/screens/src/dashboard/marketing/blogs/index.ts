// The dashboard's blog editor (issue #14 item 3, decision 0058).
export { BlogsListView, type BlogsListViewProps } from './BlogsListView/index.ts';
export { BlogEditorView, type BlogEditorViewProps } from './BlogEditorView/index.ts';
export { blogRefusalId } from './blogText.ts';
export {
  BLOG_EDITOR_TABS,
  type BlogContentResult,
  type BlogEditorPost,
  type BlogEditorTab,
  type BlogListRow,
  type BlogMetaResult,
} from './types.ts';
