import { useState, type FormEvent } from 'react';
import type { AttributeFilters } from '../../../shared/catalog/attribute-filters';
import type { NumberFacet, ProductFacet, ValueFacet } from '../../../shared/catalog/product-facets.schema';
import styles from './facet-panel.module.css';
import type { FacetFilters } from './use-facet-filters';

interface FacetPanelProps {
  facets: ProductFacet[];
  /** The page's filters in its address, and what changes them. */
  control: FacetFilters;
}

const unitSuffix = (unit: string) => (unit === '°' || unit === 'star' ? (unit === '°' ? '°' : ' ★') : ` ${unit}`);
const rangeText = (min: number | undefined, max: number | undefined, unit: string) =>
  min !== undefined && max !== undefined
    ? `${min}–${max}${unitSuffix(unit)}`
    : min !== undefined
      ? `${min}${unitSuffix(unit)} and up`
      : `up to ${max ?? ''}${unitSuffix(unit)}`;

/** Facets of what is on screen: ticks with counts (zero disabled), ranges in the attribute's unit, and the active filters as chips. */
export function FacetPanel({ facets, control }: FacetPanelProps) {
  const { filters, toggleValue: onToggle, setRange: onRange, clearAll: onClearAll } = control;
  const chips = activeChips(facets, filters);
  return (
    <div className={styles.panel} data-testid="facets">
      {chips.length > 0 && (
        <div className={styles.chips} aria-label="Active filters" role="group">
          {chips.map((chip) => (
            <button key={chip.id} type="button" className={styles.chip} onClick={chip.remove} aria-label={`Remove filter ${chip.text}`}>
              {chip.text} <span aria-hidden="true">×</span>
            </button>
          ))}
          <button type="button" className={styles.clearAll} onClick={onClearAll}>
            Clear all
          </button>
        </div>
      )}
      {facets.map((facet) =>
        facet.kind === 'number' ? (
          // Keyed by the active range, so the inputs follow the URL when the back button changes it.
          <NumberFacetControl
            key={`${facet.key}:${filters.ranges[facet.key]?.min ?? ''}..${filters.ranges[facet.key]?.max ?? ''}`}
            facet={facet}
            range={filters.ranges[facet.key]}
            onRange={onRange}
          />
        ) : facet.values.length > 0 ? (
          <ValueFacetControl key={facet.key} facet={facet} isSelected={(value) => isSelected(filters, facet.key, value)} onToggle={onToggle} />
        ) : null,
      )}
    </div>
  );

  function activeChips(all: ProductFacet[], active: AttributeFilters) {
    const labelOf = (key: string) => all.find((f) => f.key === key)?.label ?? key;
    const unitOf = (key: string) => {
      const found = all.find((f) => f.key === key);
      return found?.kind === 'number' ? found.unit : '';
    };
    return [
      ...active.brands.map((brand) => ({ id: `brand:${brand}`, text: brand, remove: () => onToggle('brand', brand) })),
      ...(active.minRating === undefined
        ? []
        : [{ id: 'rating', text: `${active.minRating}★ & up`, remove: () => onToggle('rating', String(active.minRating)) }]),
      ...Object.entries(active.values).flatMap(([key, values]) =>
        values.map((value) => ({
          id: `f:${key}:${value}`,
          text: `${labelOf(key)}: ${value === 'true' ? 'Yes' : value === 'false' ? 'No' : value}`,
          remove: () => onToggle(key, value),
        })),
      ),
      ...Object.entries(active.ranges).map(([key, range]) => ({
        id: `r:${key}`,
        text: `${labelOf(key)}: ${rangeText(range.min, range.max, unitOf(key))}`,
        remove: () => onRange(key, undefined, undefined),
      })),
    ];
  }
}

/** Ticks follow the URL at once, not the answer on its way (the list keeps the previous one meanwhile). */
function isSelected(filters: AttributeFilters, key: string, value: string): boolean {
  if (key === 'brand') return filters.brands.includes(value);
  if (key === 'rating') return filters.minRating === Number(value);
  return filters.values[key]?.includes(value) ?? false;
}

interface ValueFacetControlProps {
  facet: ValueFacet;
  isSelected: (value: string) => boolean;
  onToggle: (key: string, value: string) => void;
}

function ValueFacetControl({ facet, isSelected: selected, onToggle }: ValueFacetControlProps) {
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.legend}>{facet.label}</legend>
      <ul className={styles.options}>
        {facet.values.map((option) => (
          <li key={option.value}>
            <label className={`${styles.option} ${option.count === 0 && !selected(option.value) ? styles.disabled : ''}`}>
              <input
                type="checkbox"
                className={styles.control}
                checked={selected(option.value)}
                // A value that would empty the list is shown but cannot be picked; a picked one can always be unpicked.
                disabled={option.count === 0 && !selected(option.value)}
                onChange={() => onToggle(facet.key, option.value)}
              />
              <span className={styles.optionLabel}>{option.label}</span>
              <span className={styles.count}>({option.count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

interface NumberFacetControlProps {
  facet: NumberFacet;
  /** The active range, from the URL. */
  range: { min?: number; max?: number } | undefined;
  onRange: (key: string, min: number | undefined, max: number | undefined) => void;
}

function NumberFacetControl({ facet, range, onRange }: NumberFacetControlProps) {
  const [min, setMin] = useState(range?.min === undefined ? '' : String(range.min));
  const [max, setMax] = useState(range?.max === undefined ? '' : String(range.max));
  const unit = unitSuffix(facet.unit).trim();
  const read = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

  function apply(event: FormEvent) {
    event.preventDefault();
    const [low, high] = [read(min), read(max)];
    if (low !== undefined && high !== undefined && low > high) onRange(facet.key, high, low);
    else onRange(facet.key, low, high);
  }

  return (
    <fieldset className={styles.facet}>
      <legend className={styles.legend}>
        {facet.label} <span className={styles.unit}>({unit})</span>
      </legend>
      <ul className={styles.options}>
        {facet.buckets.map((bucket) => {
          const active = range?.min === bucket.from && range.max === (bucket.to ?? undefined);
          return (
            <li key={bucket.from}>
              <label className={`${styles.option} ${bucket.count === 0 && !active ? styles.disabled : ''}`}>
                <input
                  type="checkbox"
                  className={styles.control}
                  checked={active}
                  disabled={bucket.count === 0 && !active}
                  onChange={() => (active ? onRange(facet.key, undefined, undefined) : onRange(facet.key, bucket.from, bucket.to ?? undefined))}
                />
                <span className={styles.optionLabel}>{rangeText(bucket.from, bucket.to ?? undefined, facet.unit)}</span>
                <span className={styles.count}>({bucket.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
      <form className={styles.range} onSubmit={apply}>
        <label className={styles.rangeField}>
          <span className="visually-hidden">{`${facet.label} from (${unit})`}</span>
          <input
            type="number"
            inputMode="decimal"
            step="any"
            className={styles.rangeInput}
            value={min}
            placeholder={facet.min === null ? 'Min' : String(facet.min)}
            onChange={(e) => setMin(e.target.value)}
          />
        </label>
        <span aria-hidden="true">–</span>
        <label className={styles.rangeField}>
          <span className="visually-hidden">{`${facet.label} to (${unit})`}</span>
          <input
            type="number"
            inputMode="decimal"
            step="any"
            className={styles.rangeInput}
            value={max}
            placeholder={facet.max === null ? 'Max' : String(facet.max)}
            onChange={(e) => setMax(e.target.value)}
          />
        </label>
        <button type="submit" className={styles.apply}>
          Go
        </button>
      </form>
    </fieldset>
  );
}
