import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { ApiRequestError, createPhoneBookPerson, searchPhoneBook, usePhoneBook } from '@dukkan/data';
import { PhoneBookPersonDialog, PhoneBookView, type PhoneBookPersonValues } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { NO_SHOP, PHONE_BOOK_PAGE_SIZE } from './phoneBookItems.ts';
import { phoneBookUrls } from './urls.ts';

const NEW = 'new';

/**
 * /customers/phone-book (vendor spec §7 "CRM v1": GET and POST /crm/shops/{shop}/customers;
 * decision 0076): everyone in the shop's phone book, searched by a folded name or the digits
 * of a phone (any script), 20 a page; search, page and the "New person" dialog in the URL. A
 * new person opens on their own page, ready for their addresses.
 */
export function PhoneBookRoute() {
  const { client, toasts } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('customers:update');
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const people = usePhoneBook(shopId);
  const found = useMemo(() => searchPhoneBook(people.data ?? [], state.q), [people.data, state.q]);
  const pageCount = Math.max(1, Math.ceil(found.length / PHONE_BOOK_PAGE_SIZE));
  const page = Math.min(state.page, pageCount);
  const shown = found.slice((page - 1) * PHONE_BOOK_PAGE_SIZE, page * PHONE_BOOK_PAGE_SIZE);

  async function create(values: PhoneBookPersonValues): Promise<ApiError | null> {
    if (!shopId) return NO_SHOP;
    const result = await createPhoneBookPerson({ client, mutate, shop: shopId }, values);
    if (result.error) return result.error;
    toasts.add({ tone: 'success', title: <FormattedMessage id="dashboard.phoneBook.added" /> });
    if (result.data) void navigate(phoneBookUrls.person(result.data.id), { replace: true });
    else update({ dialog: null }, { replace: true });
    return null;
  }

  return (
    <>
      <PhoneBookView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        people={shown}
        total={found.length}
        status={people.error && !people.data ? 'error' : people.data ? 'ready' : 'loading'}
        error={people.error instanceof ApiRequestError ? people.error.error : null}
        onRetry={() => void people.mutate()}
        search={state.q}
        onSearchChange={(q) => update({ q })}
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => update({ page: next })}
        canEdit={canEdit}
        onAdd={() => update({ dialog: NEW })}
        personHref={phoneBookUrls.person}
      />
      <PhoneBookPersonDialog
        isOpen={canEdit && state.dialog === NEW}
        onOpenChange={(isOpen) => {
          if (!isOpen) update({ dialog: null }, { replace: true });
        }}
        onSubmit={create}
      />
    </>
  );
}
