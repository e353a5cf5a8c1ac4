export {
  BLOG_BLOCK_TYPES,
  BLOG_LIMITS,
  DEFAULT_IMAGE_SIZE,
  parseBlock,
  parseBlocks,
  safeImageSrc,
  safeLinkHref,
  type BlogBlockType,
  type ContentBlock,
} from './blocks.ts';
export { blogBlocks, blogSlug, blogTitleSlug, parseBlogPost, parseBlogPosts, parseBlogSlug, type BlogPost } from './post.ts';
