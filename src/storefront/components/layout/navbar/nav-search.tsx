import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { useSuggestions } from '../../../api/products/get-suggestions';
import styles from './nav-search.module.css';

const MIN_QUERY_LENGTH = 2;
const MAX_SUGGESTIONS = 8;
// Waits for a pause in typing so the API sees one request per word, not one per key.
const DEBOUNCE_MS = 200;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface NavSearchProps {
  id: string;
  /** Called once the shopper has picked a suggestion or submitted a search. */
  onDone: () => void;
}

/**
 * Search box with type-ahead. Suggestions are real links: ArrowDown moves focus into the list,
 * arrows move between them, Enter follows one; Enter in the box opens the full results page.
 */
export function NavSearch({ id, onDone }: NavSearchProps) {
  const navigate = useNavigate();
  // Taken from the caller's id, not useId: the header hydrates later (ADR 71).
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const debounced = useDebounced(trimmed, DEBOUNCE_MS);
  const { data } = useSuggestions(debounced);
  const suggestions = trimmed.length >= MIN_QUERY_LENGTH ? (data ?? []).slice(0, MAX_SUGGESTIONS) : [];

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const focusOption = (index: number) => {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links || links.length === 0) return;
    if (index < 0) {
      inputRef.current?.focus();
      return;
    }
    links[Math.min(index, links.length - 1)]?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed) {
      inputRef.current?.focus();
      return;
    }
    void navigate(`/search?q=${encodeURIComponent(trimmed)}`);
    onDone();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      focusOption(0);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const current = links.findIndex((link) => link === document.activeElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusOption(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusOption(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusOption(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusOption(links.length - 1);
    }
  };

  const status =
    trimmed.length < MIN_QUERY_LENGTH
      ? ''
      : suggestions.length > 0
        ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}, press the down arrow to browse.`
        : '';

  return (
    <div id={id} className={styles.wrapper}>
      <div className={`container ${styles.inner}`}>
        <form role="search" className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            Search products
          </label>
          <Search aria-hidden="true" size={18} className={styles.leadingIcon} />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            className={styles.input}
            placeholder="Search products..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            value={query}
            aria-controls={suggestions.length > 0 ? listId : undefined}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="submit" className={styles.submit}>
            Search
          </button>
          {suggestions.length > 0 && (
            // The links inside take focus; the list hears their arrow keys.
            // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
            <ul ref={listRef} id={listId} className={styles.list} aria-label="Suggestions" onKeyDown={onListKeyDown}>
              {suggestions.map((item) => (
                <li key={item._id}>
                  <Link to={`/products/${encodeURIComponent(item._id)}`} className={styles.option} onClick={() => onDone()}>
                    <span className={styles.name}>{item.name}</span>
                    <span className={styles.category}>{item.category}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </form>
        <p className="visually-hidden" role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </div>
  );
}
