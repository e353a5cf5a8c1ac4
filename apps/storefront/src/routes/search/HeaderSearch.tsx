import { useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { SearchBox } from '@dukkan/screens';
import { urls } from '../../urls.ts';

/**
 * The header's search box on every page (issue #16 item 7). Elsewhere, Enter or the button
 * opens `/search?q=`; on the search page each keystroke replaces `q`, so the results follow
 * the typing without filling the history. The box follows the URL when the customer moves
 * through history or follows a link, never in the middle of their own typing (those writes
 * are REPLACE navigations).
 */
export function HeaderSearch() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const onSearchPage = location.pathname === urls.search();
  const urlQuery = onSearchPage ? (params.get('q') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  const [seenKey, setSeenKey] = useState(location.key);
  // Only a new location may overwrite what the customer is typing (state adjusted while
  // rendering, React's pattern for following a changed input).
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE' || !onSearchPage) setValue(urlQuery);
  }

  const onChange = (next: string) => {
    setValue(next);
    if (onSearchPage) setParams(next ? { q: next } : {}, { replace: true });
  };
  const onSubmit = (next: string) => {
    if (onSearchPage) setParams(next.trim() ? { q: next.trim() } : {}, { replace: true });
    else void navigate(urls.search(next));
  };
  return <SearchBox value={value} onChange={onChange} onSubmit={onSubmit} />;
}
