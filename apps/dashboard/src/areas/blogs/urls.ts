/** The blog area (vendor spec §7 Blogs, issue #14 item 3). */
export const blogsUrls = {
  /** The shop's posts. */
  list: () => '/marketing/blogs',
  /** A new post: its details first. */
  create: () => '/marketing/blogs/new',
  /** One post; `tab` opens its content. */
  post: (id: string, tab?: 'content') => `/marketing/blogs/${encodeURIComponent(id)}${tab ? `?tab=${tab}` : ''}`,
};
