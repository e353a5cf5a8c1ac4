import useSWR from 'swr';
import type { ApiClient } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { ApiRequestError } from '../../swr/fetcher.ts';
import type { ApiKey } from '../../swr/keys.ts';
import { selectFetcher } from '../../swr/select.ts';
import { BOARD_PAGE_SIZE, crmKeys } from './keys.ts';
import {
  readBoards,
  readLabels,
  readMembersPage,
  readOneBoard,
  readOneStage,
  readReminders,
  readBoardStages,
  type CrmMember,
} from './read.ts';

/** 20 pages of 100: a board of 2,000 customers is the ceiling of one board's fetch. */
export const BOARD_MAX_PAGES = 20;

/** Reads every page of a board's customers (five calls for 500 cards). */
export function membersFetcher(client: Pick<ApiClient, 'call'>) {
  return async ([name, args]: ApiKey): Promise<CrmMember[]> => {
    const members: CrmMember[] = [];
    const known = new Set<string>();
    for (let page = 1; page <= BOARD_MAX_PAGES; page += 1) {
      const result = await client.call(name, { ...args, query: { ...args?.query, page } });
      if (result.error) throw new ApiRequestError(result.error);
      const answer = readMembersPage(result.data);
      // A customer added between two page calls shifts the pages: never list one twice.
      for (const member of answer.items) {
        if (known.has(member.id)) continue;
        known.add(member.id);
        members.push(member);
      }
      if (answer.items.length < BOARD_PAGE_SIZE || members.length >= answer.total) break;
    }
    return members;
  };
}

/** The shop's boards (crm-v2 groups) with their stages in order. */
export function useCrmBoards(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR(shopId ? crmKeys.groups(shopId) : null, selectFetcher(client, readBoards));
}

/**
 * One board (GET crm-v2/group/get), the one on screen: its name and template type. A 404 is
 * an error with status 404, which the route shows as "board not found".
 */
export function useCrmBoard(shopId: string | undefined, boardId: string | undefined) {
  const client = useApiClient();
  return useSWR(shopId && boardId ? crmKeys.group(shopId, boardId) : null, selectFetcher(client, readOneBoard), {
    shouldRetryOnError: (error: unknown) => !(error instanceof ApiRequestError && error.error.status === 404),
  });
}

/** The board's columns (GET crm-v2/stage/list {group}), in order: what the board draws. */
export function useCrmStages(shopId: string | undefined, boardId: string | undefined) {
  const client = useApiClient();
  return useSWR(shopId && boardId ? crmKeys.stages(shopId, boardId) : null, selectFetcher(client, readBoardStages));
}

/**
 * One stage as the server has it (GET crm-v2/stage/get), read when its settings open so the
 * dialog edits the current name, not the one the board drew earlier. Always read afresh.
 */
export function useCrmStage(shopId: string | undefined, stageId: string | null) {
  const client = useApiClient();
  return useSWR(shopId && stageId ? crmKeys.stage(shopId, stageId) : null, selectFetcher(client, readOneStage), {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
}

/** The customers on one board. */
export function useCrmMembers(shopId: string | undefined, boardId: string | undefined) {
  const client = useApiClient();
  return useSWR<CrmMember[]>(shopId && boardId ? crmKeys.members(shopId, boardId) : null, membersFetcher(client), {
    keepPreviousData: false,
  });
}

/** The shop's customer labels; a failure leaves the cards without labels rather than failing the board. */
export function useCrmLabels(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR(shopId ? crmKeys.labels(shopId) : null, selectFetcher(client, readLabels));
}

/** The customers' reminders, for each card's next one. */
export function useCrmReminders(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR(shopId ? crmKeys.reminders(shopId) : null, selectFetcher(client, readReminders));
}
