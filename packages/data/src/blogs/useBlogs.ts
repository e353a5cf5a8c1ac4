import useSWR from 'swr';
import { useApiClient } from '../swr/ApiClientContext.ts';
import { selectFetcher, whole } from '../swr/select.ts';
import { blogKeys } from './keys.ts';

type Answer = Record<string, unknown>;

export function useBlogs(shopId: string | null | undefined) {
  const client = useApiClient();
  return useSWR<Answer>(shopId ? blogKeys.list(shopId) : null, selectFetcher(client, whole<Answer>));
}

export function useBlog(id: string | null | undefined) {
  const client = useApiClient();
  return useSWR<Answer>(id ? blogKeys.blog(id) : null, selectFetcher(client, whole<Answer>));
}
