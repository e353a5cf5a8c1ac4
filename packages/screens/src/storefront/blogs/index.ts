// The storefront's blog (issue #16 item 2).
export { BlogIndex, type BlogIndexProps } from './BlogIndex/index.ts';
export { BlogPostView, type BlogPostViewProps } from './BlogPostView/index.ts';
