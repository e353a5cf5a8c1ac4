import type { ContentBlock } from '@dukkan/core';

/** One post in the list (vendor spec §3 Blog). */
export interface BlogListRow {
  id: string;
  title: string;
  /** Empty when the post has no Arabic title. */
  title_ar: string;
  person: string;
  person_ar: string;
  /** ISO instant the post is dated; empty when the record has none. */
  time: string;
  image?: string;
  published: boolean;
}

/** A post as the editor opens it: the metadata and the parsed content of both languages. */
export interface BlogEditorPost extends BlogListRow {
  blocks: ContentBlock[];
  blocks_ar: ContentBlock[];
}

/** The metadata form's result; `image` is a newly chosen cover picture. */
export interface BlogMetaResult {
  title: string;
  title_ar: string;
  person: string;
  person_ar: string;
  /** ISO instant. */
  time: string;
  image?: File;
}

export interface BlogContentResult {
  blocks: ContentBlock[];
  blocks_ar: ContentBlock[];
}

export const BLOG_EDITOR_TABS = ['details', 'content'] as const;
export type BlogEditorTab = (typeof BLOG_EDITOR_TABS)[number];
