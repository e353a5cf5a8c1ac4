import useSWR from 'swr';
import type { PosUser } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { selectFetcher } from '../../swr/select.ts';
import { usePagedList, type PagedList } from '../shared/usePagedList.ts';
import { posUserFilter, type PosRole } from './filter.ts';
import { usersKeys } from './keys.ts';
import { readPosUserDetail, readPosUsers } from './read.ts';

export interface PosUsersQuery {
  /** The working shop (useWorkingShop); no request while it is not known. */
  shopId: string | undefined;
  q: string;
  role: PosRole | undefined;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** One page of the shop's POS users that match the search and the role filter. */
export function usePosUsers({ shopId, q, role, page, pageSize }: PosUsersQuery): PagedList<PosUser> {
  return usePagedList<PosUser>({
    key: shopId ? usersKeys.list(shopId) : null,
    select: readPosUsers,
    page,
    pageSize,
    keep: posUserFilter(q, role),
  });
}

/** One staff member with their notes (and the shop's global notes); no request without shop or id. */
export function usePosUser(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<PosUser>(shopId && id ? usersKeys.user(shopId, id) : null, selectFetcher(client, readPosUserDetail));
}
