import useSWR from 'swr';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { selectFetcher } from '../../swr/select.ts';
import { vendorBlogKeys } from './keys.ts';
import { readBlog, readBlogRows, type BlogRow } from './read.ts';

/** The working shop's posts; no request without a shop. */
export function useVendorBlogList(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<BlogRow[]>(shopId ? vendorBlogKeys.list(shopId) : null, selectFetcher(client, readBlogRows));
}

/** One post of the working shop with its content; no request without a shop or an id. */
export function useVendorBlog(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<BlogRow>(shopId && id ? vendorBlogKeys.post(shopId, id) : null, selectFetcher(client, readBlog));
}
