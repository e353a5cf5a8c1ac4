import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { SearchBox } from '@dukkan/screens';
import { urls } from '../../urls.ts';

/** The header's search field in the app's container: the prerendered shell's (one per language and page) or a React one. */
const BOX_SELECTOR = '#root form[role="search"] input[name="q"]';

/**
 * What the customer typed into the search box on screen before this one took its place: the
 * prerendered shell's (plain HTML until the app renders) or the first-load fallback's. Read
 * while rendering, before React's commit removes that box. The focused box wins, else the first
 * with text (the shell has a box per language and page, only one of them shown).
 */
function typedBeforeMount(): { text: string; focused: boolean } {
  const boxes = [...document.querySelectorAll<HTMLInputElement>(BOX_SELECTOR)];
  const focused = boxes.find((box) => box === document.activeElement);
  const box = focused ?? boxes.find((candidate) => candidate.value !== '');
  return { text: box?.value ?? '', focused: Boolean(focused) };
}

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
  // Text typed while the app loaded is kept, and so is the focus (a customer typing when the
  // app's first render replaced the shell kept typing into nothing; seen in a journey).
  const [carried] = useState(typedBeforeMount);
  const [value, setValue] = useState(carried.text || urlQuery);
  useLayoutEffect(() => {
    if (!carried.focused) return;
    const box = document.querySelector<HTMLInputElement>(BOX_SELECTOR);
    box?.focus();
    box?.setSelectionRange(box.value.length, box.value.length);
  }, [carried]);
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
