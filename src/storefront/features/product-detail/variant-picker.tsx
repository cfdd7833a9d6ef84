import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { VariantChoice, VariantGroup } from '../../../shared/catalog/product-variants.schema';
import { productQueryOptions } from '../../api/products/get-product';
import styles from './variant-picker.module.css';

/** Values of one option in the order the group's variants first use them. */
function valuesOf(variants: VariantChoice[], option: string): string[] {
  return [...new Set(variants.map((v) => v.options[option] ?? ''))].filter((v) => v !== '');
}

/**
 * The variant that has `value` for `option`: the one that keeps the shopper's other choices if there
 * is one, else the first with that value (its other values then follow it).
 */
function variantFor(variants: VariantChoice[], current: VariantChoice, option: string, value: string): VariantChoice | undefined {
  const wanted = { ...current.options, [option]: value };
  return variants.find((v) => Object.entries(wanted).every(([name, val]) => v.options[name] === val)) ?? variants.find((v) => v.options[option] === value);
}

/**
 * The variant group's options as radio groups (ADR 65). Every variant has a page of its own
 * (`/products/<variant id>`), so picking one opens it: price, stock, images, SKU and what Add to Cart
 * and Buy Now take all follow. Its answer is loaded before the address changes, so the page never
 * blanks between two variants.
 */
export function VariantPicker({ group, productId }: { group: VariantGroup; productId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState<string | null>(null);
  const current = group.variants.find((v) => v._id === productId);
  if (!current) return null;

  async function open(variant: VariantChoice) {
    if (variant._id === productId) return;
    setOpening(variant._id);
    try {
      await queryClient.ensureQueryData(productQueryOptions(variant._id));
    } catch {
      // The page's own load shows the failure.
    }
    setOpening(null);
    void navigate(`/products/${encodeURIComponent(variant._id)}`, { replace: true, preventScrollReset: true });
  }

  return (
    <div className={styles.picker} aria-busy={opening !== null}>
      {group.optionNames.map((option) => (
        <fieldset key={option} className={styles.option}>
          <legend className={styles.legend}>
            {option}: <span className={styles.chosen}>{current.options[option]}</span>
          </legend>
          <div className={styles.values}>
            {valuesOf(group.variants, option).map((value) => {
              const target = variantFor(group.variants, current, option, value);
              const soldOut = target !== undefined && target.stock <= 0;
              return (
                <label key={value} className={`${styles.value} ${soldOut ? styles.unavailable : ''}`}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={`variant-${option}`}
                    value={value}
                    checked={current.options[option] === value}
                    onChange={() => {
                      if (target) void open(target);
                    }}
                  />
                  {value}
                  {soldOut && <span className="visually-hidden"> (out of stock)</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <p className={styles.sku}>SKU: {current.sku}</p>
    </div>
  );
}
