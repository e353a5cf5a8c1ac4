/**
 * The storefront's reading of the shop blog (customer spec §7 "Other"): published articles
 * only, newest first. Staff of the shop may also open their drafts (the call is shared).
 *
 * Answers: list -> {blogs}; get -> {blog}.
 */
import type { Blog } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, route } from '../../http.ts';
import { HOSTILE_BLOG_ID, hostileBlog } from './blogs.hostile.ts';
import { buildScenarios } from './scenarios.ts';
import { findShop } from './shop.ts';
import { newestFirst, notFound, optionalUser } from './support.ts';

function canSeeDraft(request: Request, blog: Blog): boolean {
  const user = optionalUser(request);
  return !!user && !!user.shop && user.shop === blog.shop && (user.isSeller || user.isLead || user.isCashier);
}

const handlers = [
  route('shopsBlogsList', ({ params }) => {
    const shop = findShop(params.shop ?? '');
    const published = db().tables.blogs.filter((b) => b.shop === shop.id && b.published);
    return ok({ blogs: newestFirst(published, (b) => b.time) });
  }),

  route('blogsGet', ({ request, params }) => ok({ blog: findBlog(request, params.id ?? '') })),
];

function findBlog(request: Request, id: string): Blog {
  const blog = db().tables.blogs.find((b) => b.id === id);
  if (!blog || (!blog.published && !canSeeDraft(request, blog))) throw notFound('Blog not found');
  return blog;
}

export const blogsScenarios = buildScenarios({
  domain: 'blogs',
  handlers,
  empty: [route('shopsBlogsList', () => ok({ blogs: [] }))],
  cases: {
    // The shop's posts plus one hostile post (blogs.hostile.ts), listed first and readable.
    hostile: [
      route('shopsBlogsList', ({ params }) => {
        const shop = findShop(params.shop ?? '');
        const published = db().tables.blogs.filter((b) => b.shop === shop.id && b.published);
        return ok({ blogs: [hostileBlog, ...newestFirst(published, (b) => b.time)] });
      }),
      route('blogsGet', ({ request, params }) =>
        ok({ blog: params.id === HOSTILE_BLOG_ID ? hostileBlog : findBlog(request, params.id ?? '') }),
      ),
    ],
  },
});
