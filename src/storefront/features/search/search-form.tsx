import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import styles from './search-form.module.css';

interface SearchFormProps {
  initialQuery: string;
  onSearch: (query: string) => void;
}

export function SearchForm({ initialQuery, onSearch }: SearchFormProps) {
  const inputId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [seen, setSeen] = useState(initialQuery);

  // Back/forward changes `q` without this form: show the query the results are for.
  if (seen !== initialQuery) {
    setSeen(initialQuery);
    setQuery(initialQuery);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(query.trim());
  }

  return (
    <form role="search" className={styles.form} onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <Search size={20} aria-hidden="true" className={styles.icon} />
      <input
        id={inputId}
        type="search"
        name="q"
        className={styles.input}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search products..."
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit}>
        Search
      </button>
    </form>
  );
}
