/**
 * The search of a list the results page reads from the server a page at a time (the Plantilla, the explanations):
 * a page is asked for once typing pauses, not at every key.
 */
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@licita/domain';

/**
 * The search text as typed, and `onSearch` called with it once no key has been pressed for SEARCH_DEBOUNCE_MS (the
 * app's search delay); nothing is asked while the text is the search already asked for.
 */
export function useDelayedSearch(search: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(search);
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);
  return [text, setText] as const;
}
