export { vendorBlogKeys } from './keys.ts';
export { readBlog, readBlogRow, readBlogRows, type BlogRow } from './read.ts';
export { useVendorBlog, useVendorBlogList } from './useVendorBlogs.ts';
export {
  blockToWire,
  createBlog,
  deleteBlog,
  deleteBlogImage,
  publishBlog,
  saveBlogContent,
  updateBlog,
  uploadBlogImage,
  type BlogContentDraft,
  type BlogMetaDraft,
  type BlogsContext,
} from './mutations.ts';
