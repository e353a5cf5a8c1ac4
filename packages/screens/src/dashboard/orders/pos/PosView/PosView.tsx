import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { EmptyState, ErrorState, Page, Skeleton, TextField, VisuallyHidden, type PageBreadcrumb } from '@dukkan/ui';
import { PosDoneStep } from '../PosDoneStep/PosDoneStep.tsx';
import { posProductName, ProductGrid } from '../ProductGrid/ProductGrid.tsx';
import { TicketPanel } from '../TicketPanel/TicketPanel.tsx';
import type { PosDone, PosProduct, PosScanResult, PosTicketField, PosTicketView } from '../types.ts';
import { Columns, GridHeader, Layout, LoadingGrid, Muted, ProductsColumn, SearchBar, TicketColumn } from './PosView.styles.ts';

export interface PosViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The search box's text. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The products the search finds, in grid order (at most `maxShown`). */
  products: readonly PosProduct[];
  /** How many the search finds in all. */
  matches: number;
  productsStatus: 'loading' | 'error' | 'ready';
  onRetryProducts: () => void;
  /** Enter in the search box: adds the product whose barcode is exactly the text, when there is one. */
  onScan: (text: string) => PosScanResult;
  onAdd: (product: PosProduct) => void;
  ticket: PosTicketView;
  onCountChange: (productId: string, count: number) => void;
  onRemove: (productId: string) => void;
  onChange: <K extends PosTicketField>(field: K, value: PosTicketView[K]) => void;
  onClear: () => void;
  onCharge: () => void;
  charging: boolean;
  chargeError: ApiError | null;
  /** The placed sale: the done step replaces the counter until "New sale". */
  done: PosDone | null;
  receiptHref?: string;
  kitchenTicketHref?: string;
  onNewSale: () => void;
}

type Notice = { kind: 'unknownBarcode'; code: string } | { kind: 'unavailable'; name: string } | null;

/**
 * The point of sale (issue #12 item 6, decision 0078), keyboard first. The search box has the
 * focus on arrival and after each sale: a USB scanner types the digits and Enter, which adds the
 * product with that barcode (once more when it is already in the order), empties the box and
 * says "Added …"; an unknown barcode is said so and stays selected, so the next scan replaces it.
 * Enter on a name adds the only match, or moves to the grid. The grid's tiles are buttons.
 */
export function PosView(props: PosViewProps) {
  const { query, onQueryChange, products, matches, productsStatus, onScan, onAdd, done } = props;
  const intl = useIntl();
  const ids = { products: useId(), search: useId() };
  const searchRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [announcement, setAnnouncement] = useState('');

  // On arrival and after "New sale", the cashier scans straight away (a refusal shown keeps the focus).
  const refused = props.chargeError !== null;
  useEffect(() => {
    if (!done && !refused) searchRef.current?.focus();
    // Only on arrival and when the done step closes, not on each refusal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  function added(product: PosProduct) {
    const text = intl.formatMessage({ id: 'dashboard.pos.added' }, { name: posProductName(product, intl.locale) });
    // A zero-width space on every other message makes the same product announced again.
    setAnnouncement((previous) => (previous === text ? `${text}\u200b` : text));
    setNotice(null);
  }

  function add(product: PosProduct) {
    onAdd(product);
    added(product);
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    const result = onScan(text);
    if (result.kind === 'added') {
      added(result.product);
      onQueryChange('');
      return;
    }
    if (result.kind === 'unavailable' || result.kind === 'unknownBarcode') {
      const next: Notice =
        result.kind === 'unavailable'
          ? { kind: 'unavailable', name: posProductName(result.product, intl.locale) }
          : { kind: 'unknownBarcode', code: result.code };
      setNotice(next);
      setAnnouncement(
        next.kind === 'unavailable'
          ? intl.formatMessage({ id: 'dashboard.pos.unavailable' }, { name: next.name })
          : intl.formatMessage({ id: 'dashboard.pos.unknownBarcode' }, { code: next.code }),
      );
      event.currentTarget.select();
      return;
    }
    const sellable = products.filter((p) => p.isAvailable);
    if (matches === 1 && sellable.length === 1) {
      add(sellable[0]!);
      onQueryChange('');
      return;
    }
    gridRef.current?.querySelector<HTMLButtonElement>('button:not([aria-disabled="true"])')?.focus();
  }

  const noticeText =
    notice?.kind === 'unknownBarcode' ? (
      <FormattedMessage id="dashboard.pos.unknownBarcode" values={{ code: <bdi dir="ltr">{notice.code}</bdi> }} />
    ) : notice?.kind === 'unavailable' ? (
      <FormattedMessage id="dashboard.pos.unavailable" values={{ name: notice.name }} />
    ) : undefined;

  return (
    <Page breadcrumbs={props.breadcrumbs} title={<FormattedMessage id="dashboard.pos.title" />}>
      <VisuallyHidden role="status" aria-live="polite" data-pos-announcer="">
        {announcement}
      </VisuallyHidden>
      <Layout>
        {done ? (
          <PosDoneStep
            done={done}
            receiptHref={props.receiptHref ?? '#'}
            kitchenTicketHref={props.kitchenTicketHref ?? '#'}
            onNewSale={props.onNewSale}
          />
        ) : (
          <Columns>
            <ProductsColumn aria-labelledby={ids.products} aria-busy={productsStatus === 'loading' || undefined}>
              <SearchBar>
                <TextField
                  ref={searchRef}
                  id={ids.search}
                  type="search"
                  label={<FormattedMessage id="dashboard.pos.search" />}
                  description={<FormattedMessage id="dashboard.pos.search.description" />}
                  autoComplete="off"
                  spellCheck={false}
                  enterKeyHint="enter"
                  value={query}
                  onChange={(event) => {
                    setNotice(null);
                    onQueryChange(event.target.value);
                  }}
                  onKeyDown={onSearchKeyDown}
                  error={noticeText}
                />
              </SearchBar>
              <GridHeader>
                <h2 id={ids.products}>
                  <FormattedMessage id="dashboard.pos.products" />
                </h2>
                {productsStatus === 'ready' && matches > 0 ? (
                  <Muted as="span">
                    <FormattedMessage id="dashboard.pos.products.count" values={{ shown: matches }} />
                  </Muted>
                ) : null}
              </GridHeader>
              {productsStatus === 'loading' ? (
                <LoadingGrid>
                  {Array.from({ length: 8 }, (_, i) => (
                    <Skeleton key={i} blockSize="5.5rem" radius="md" />
                  ))}
                </LoadingGrid>
              ) : productsStatus === 'error' ? (
                <ErrorState title={<FormattedMessage id="dashboard.pos.products.error" />} onRetry={props.onRetryProducts} />
              ) : matches === 0 ? (
                <EmptyState
                  title={
                    query.trim() ? (
                      <FormattedMessage id="dashboard.pos.products.empty" values={{ query: query.trim() }} />
                    ) : (
                      <FormattedMessage id="dashboard.pos.products.none" />
                    )
                  }
                />
              ) : (
                <>
                  <ProductGrid ref={gridRef} products={products} onAdd={add} labelledBy={ids.products} />
                  {matches > products.length ? (
                    <Muted>
                      <FormattedMessage id="dashboard.pos.products.more" values={{ shown: products.length, total: matches }} />
                    </Muted>
                  ) : null}
                </>
              )}
            </ProductsColumn>
            <TicketColumn>
              <TicketPanel
                ticket={props.ticket}
                onCountChange={props.onCountChange}
                onRemove={props.onRemove}
                onChange={props.onChange}
                onClear={props.onClear}
                onCharge={props.onCharge}
                charging={props.charging}
                chargeError={props.chargeError}
              />
            </TicketColumn>
          </Columns>
        )}
      </Layout>
    </Page>
  );
}
