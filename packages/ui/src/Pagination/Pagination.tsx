import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { ChevronBackIcon, ChevronNextIcon } from '../Icon/index.ts';
import { Gap, Nav, PageButton, PageList, PageStatus } from './Pagination.styles.ts';
import { pageRange } from './pageRange.ts';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the landmark when a page has more than one navigator. */
  'aria-label'?: string;
}

/**
 * A page navigator (vendor spec §9 labels "Previous" / "Next"): a nav landmark, the pages
 * with the current one marked aria-current, and "Page N of M" with the numbers isolated.
 */
export function Pagination({ page, pageCount, onPageChange, 'aria-label': label }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };
  return (
    <Nav aria-label={label ?? intl.formatMessage({ id: 'ui.pagination.label' })}>
      <Button variant="ghost" disabled={current === 1} onClick={() => go(current - 1)}>
        <ChevronBackIcon />
        {intl.formatMessage({ id: 'ui.pagination.previous' })}
      </Button>
      <PageList>
        {pageRange(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            <Gap key={`gap-${index}`} aria-hidden="true" />
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-current={item === current ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'ui.pagination.page' }, { page: item })}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
      </PageList>
      <Button variant="ghost" disabled={current === pageCount} onClick={() => go(current + 1)}>
        {intl.formatMessage({ id: 'ui.pagination.next' })}
        <ChevronNextIcon />
      </Button>
      <PageStatus>
        {intl.formatMessage(
          { id: 'ui.pagination.pageOf' },
          {
            page: (
              <bdi key="page" dir="ltr">
                {current}
              </bdi>
            ),
            total: (
              <bdi key="total" dir="ltr">
                {pageCount}
              </bdi>
            ),
          },
        )}
      </PageStatus>
    </Nav>
  );
}
