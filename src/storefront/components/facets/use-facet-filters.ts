import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  canonicalFilterEntries,
  FilterError,
  noAttributeFilters,
  parseAttributeFilters,
  type AttributeFilters,
} from '../../../shared/catalog/attribute-filters';

const isFilterParam = (name: string) => name.startsWith('f.') || name.startsWith('r.') || name === 'brand' || name === 'rating';

function readFilters(searchParams: URLSearchParams, category: string | undefined): AttributeFilters {
  try {
    return parseAttributeFilters(searchParams, category);
  } catch (error) {
    // A hand-edited URL with a filter this category lacks shows the unfiltered list, not an error page.
    if (error instanceof FilterError) return noAttributeFilters;
    throw error;
  }
}

export interface FacetFilters {
  filters: AttributeFilters;
  /** The active filters as canonical `[name, value]` pairs (their count is the drawer's badge). */
  entries: [string, string][];
  toggleValue: (key: string, value: string) => void;
  setRange: (key: string, min: number | undefined, max: number | undefined) => void;
  clearAll: () => void;
}

/**
 * The list's attribute filters, kept in the URL (shareable; each change is a history entry, so the
 * back button undoes it), written in canonical order so equal filters are equal URLs.
 */
export function useFacetFilters(category: string | undefined): FacetFilters {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams, category), [searchParams, category]);
  const entries = useMemo(() => canonicalFilterEntries(filters), [filters]);

  const write = useCallback(
    (change: (draft: AttributeFilters) => void) => {
      setSearchParams(
        (current) => {
          const draft: AttributeFilters = structuredClone(readFilters(current, category));
          change(draft);
          const next = new URLSearchParams([...current].filter(([name]) => !isFilterParam(name)));
          for (const [name, value] of canonicalFilterEntries(draft)) next.append(name, value);
          // Other filters, other results: page 5 of the old list means nothing.
          next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams, category],
  );

  const toggleValue = useCallback(
    (key: string, value: string) =>
      write((draft) => {
        if (key === 'brand') draft.brands = toggled(draft.brands, value);
        else if (key === 'rating') draft.minRating = draft.minRating === Number(value) ? undefined : Number(value);
        else {
          const values = toggled(draft.values[key] ?? [], value);
          if (values.length > 0) draft.values[key] = values;
          else delete draft.values[key];
        }
      }),
    [write],
  );

  const setRange = useCallback(
    (key: string, min: number | undefined, max: number | undefined) =>
      write((draft) => {
        if (min === undefined && max === undefined) delete draft.ranges[key];
        else draft.ranges[key] = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
      }),
    [write],
  );

  const clearAll = useCallback(
    () =>
      write((draft) => {
        draft.values = {};
        draft.ranges = {};
        draft.brands = [];
        draft.minRating = undefined;
      }),
    [write],
  );

  return { filters, entries, toggleValue, setRange, clearAll };
}

function toggled(values: string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value].sort();
}
