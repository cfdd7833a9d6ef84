import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { Badge } from '../../../components/badge/badge';
import { Button } from '../../../components/button/button';
import { SearchField } from '../../../components/form/search-field';
import { useProductSearch } from '../api/search-products';
import type { PickedProduct } from '../blog-form-values';
import styles from './product-picker.module.css';

/** The blog shows at most this many products under a post (the shared blog schema's limit). */
export const MAX_PICKED_PRODUCTS = 8;

interface ProductPickerProps {
  value: PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
  error?: string;
}

/**
 * Staff find products by name, brand or SKU and attach them to the post; the blog shows them under
 * it as 'Related Products'. Products the shop does not show (drafts, archived) may be attached but are
 * left out on the blog, and say so here.
 */
export function ProductPicker({ value, onChange, error }: ProductPickerProps) {
  const [q, setQ] = useState('');
  const results = useProductSearch(q);
  const chosen = new Set(value.map((product) => product.id));
  const full = value.length >= MAX_PICKED_PRODUCTS;

  return (
    <fieldset className={styles.picker} aria-describedby={error ? 'product-picker-error' : undefined}>
      <legend className={styles.legend}>
        Products in this article <span className={styles.optional}>(optional)</span>
      </legend>
      {value.length > 0 ? (
        <ul className={styles.chosen} aria-label="Attached products">
          {value.map((product) => (
            <li key={product.id} className={styles.chip}>
              <span>
                {product.name} <span className={styles.sku}>{product.sku}</span>
              </span>
              {!product.listed && <Badge tone="warning">Not on the shop</Badge>}
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${product.name}`}
                onClick={() => onChange(value.filter((entry) => entry.id !== product.id))}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No products attached. Shown under the post as Related Products.</p>
      )}
      <SearchField label="Find a product" value={q} onSearch={setQ} placeholder="Name, brand or SKU" />
      {error && (
        <p id="product-picker-error" className={styles.error}>
          {error}
        </p>
      )}
      {q && (
        <div aria-live="polite">
          {results.isError && <p className={styles.error}>{results.error.message}</p>}
          {results.data && results.data.items.length === 0 && <p className={styles.muted}>No product matches “{q}”.</p>}
          {results.data && results.data.items.length > 0 && (
            <ul className={styles.results} aria-label="Matching products">
              {results.data.items.map((product) => {
                const listed = product.status === 'active';
                return (
                  <li key={product._id} className={styles.result}>
                    <span className={styles.resultName}>
                      {product.name} <span className={styles.sku}>{product.sku}</span>
                    </span>
                    {!listed && <Badge tone="warning">{product.status}</Badge>}
                    <Button
                      size="sm"
                      disabled={chosen.has(product._id) || full}
                      aria-label={`Attach ${product.name}`}
                      onClick={() => onChange([...value, { id: product._id, name: product.name, sku: product.sku, listed }])}
                    >
                      <Plus size={14} aria-hidden="true" />
                      {chosen.has(product._id) ? 'Attached' : 'Attach'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {full && <p className={styles.muted}>A post shows at most {MAX_PICKED_PRODUCTS} products.</p>}
        </div>
      )}
    </fieldset>
  );
}
