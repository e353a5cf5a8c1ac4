import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../Button/index.ts';
import { focusIsLost } from '../focus/focusIsLost.ts';
import { DoneText, LoadMoreBox } from './Pagination.styles.ts';

export interface LoadMoreProps {
  onLoadMore: () => void;
  /** The next page is on its way: the button shows a spinner and ignores clicks. */
  loading?: boolean;
  /** Everything is loaded: the button gives way to "No more items". */
  done?: boolean;
}

/** The "Load more" button of infinite lists (vendor spec §9 default label). */
export function LoadMore({ onLoadMore, loading = false, done = false }: LoadMoreProps) {
  const hadFocus = useRef(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The button disappears when the last page arrives: if it had focus, focus would fall to
    // the page's start, so keep keyboard users where they were, on "No more items".
    const status = doneRef.current;
    if (done && hadFocus.current && status && focusIsLost(status.ownerDocument)) status.focus();
    hadFocus.current = false;
  }, [done]);
  return (
    <LoadMoreBox>
      {done ? null : (
        <Button
          variant="secondary"
          loading={loading}
          onClick={onLoadMore}
          onFocus={() => {
            hadFocus.current = true;
          }}
          onBlur={(event) => {
            // Chrome blurs a focused node as it is removed, with no related target.
            if (event.relatedTarget) hadFocus.current = false;
          }}
        >
          <FormattedMessage id="ui.pagination.loadMore" />
        </Button>
      )}
      {/* Always mounted, so the live region exists before "No more items" arrives. */}
      <DoneText ref={doneRef} tabIndex={-1} role="status">
        {done ? <FormattedMessage id="ui.pagination.noMore" /> : null}
      </DoneText>
    </LoadMoreBox>
  );
}
