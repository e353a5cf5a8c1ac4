export { createSearchIndex, foldForSearch, matchesTerms, searchTerms, type SearchIndex } from './fold.ts';
