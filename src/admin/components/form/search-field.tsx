import { useEffect, useRef, useState } from 'react';
import { TextField } from './text-field';

const SEARCH_DELAY_MS = 300;

interface SearchFieldProps {
  label: string;
  /** The applied search (from the address). */
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
}

/** Applies the search after a pause in typing (or at once on Enter), so each keystroke does not fire a request. */
export function SearchField({ label, value, onSearch, placeholder }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // The address changed on its own (back button, a link): show that search instead of the typed text.
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (next: string) => {
    window.clearTimeout(timer.current);
    if (next.trim() !== value) onSearch(next.trim());
  };

  return (
    <TextField
      label={label}
      type="search"
      value={text}
      placeholder={placeholder}
      onChange={(next) => {
        setText(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => apply(next), SEARCH_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(text);
      }}
      autoComplete="off"
    />
  );
}
