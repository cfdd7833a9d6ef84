import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { attributesOf } from '../../../shared/catalog/attributes/attribute-declarations';
import type { Product } from '../../../shared/catalog/product.schema';
import { formatRupees } from '../../../shared/money';
import { productQueryOptions } from '../../api/products/get-product';
import { COMPARE_LIMIT, removeFromCompare, replaceCompare, useCompareList } from '../../lib/compare-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Page, PageTitle } from '../../components/page/page';
import { MediaImage } from '../../components/media-image/media-image';
import styles from './compare-page.module.css';

interface Row {
  key: string;
  label: string;
  values: string[];
}

const unitText = (unit: string) => (unit === 'star' ? '★' : unit);

/** The rows of a comparison: price, brand and rating, then every attribute of the category (with its unit), then any other specification. */
function rowsOf(products: Product[]): Row[] {
  const category = products[0]?.category;
  const rows: Row[] = [
    { key: 'price', label: 'Price (before GST)', values: products.map((p) => formatRupees(p.price)) },
    { key: 'brand', label: 'Brand', values: products.map((p) => p.brand) },
    { key: 'rating', label: 'Rating', values: products.map((p) => `${p.rating} ★ (${p.reviewCount})`) },
  ];
  const covered = new Set(['Brand']);
  for (const attribute of [...attributesOf(category)].sort((a, b) => a.order - b.order)) {
    const values = products.map((p) => {
      const specKey = attribute.specKeys.find((k) => p.specifications[k] !== undefined);
      return specKey === undefined ? '—' : (p.specifications[specKey] ?? '—');
    });
    for (const k of attribute.specKeys) covered.add(k);
    const label = attribute.kind === 'number' ? `${attribute.label} (${unitText(attribute.unit)})` : attribute.label;
    if (values.some((v) => v !== '—')) rows.push({ key: attribute.key, label, values });
  }
  const others = [...new Set(products.flatMap((p) => Object.keys(p.specifications)))].filter((k) => !covered.has(k));
  for (const key of others) rows.push({ key: `spec:${key}`, label: key, values: products.map((p) => p.specifications[key] ?? '—') });
  return rows;
}

function readIds(params: URLSearchParams): string[] {
  return [
    ...new Set(
      (params.get('ids') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ].slice(0, COMPARE_LIMIT);
}

export default function ComparePage() {
  useDocumentTitle('Compare products');
  const [searchParams, setSearchParams] = useSearchParams();
  const stored = useCompareList();
  const urlIds = readIds(searchParams);
  const ids = urlIds.length > 0 ? urlIds : stored.ids;
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const differencesId = useId();

  // The address always names what is compared, so it can be shared.
  useEffect(() => {
    if (urlIds.length === 0 && stored.ids.length > 0) setSearchParams({ ids: stored.ids.join(',') }, { replace: true });
  }, [urlIds.length, stored.ids, setSearchParams]);

  const results = useQueries({ queries: ids.map((id) => productQueryOptions(id)) });
  const loaded = results.flatMap((r) => (r.data ? [r.data] : []));
  const pending = results.some((r) => r.isPending);
  const missing = ids.filter((_, i) => results[i]?.isError);

  function remove(id: string) {
    const next = ids.filter((i) => i !== id);
    if (stored.ids.includes(id)) removeFromCompare(id);
    // A shared comparison becomes this browser's own once the shopper changes it.
    else replaceCompare({ category: loaded[0]?.category ?? '', ids: next });
    setSearchParams(next.length > 0 ? { ids: next.join(',') } : {}, { replace: true });
  }

  const rows = rowsOf(loaded);
  const shown = onlyDifferences ? rows.filter((row) => new Set(row.values).size > 1) : rows;

  return (
    <Page>
      <PageTitle size="medium" className={styles.titleGap}>
        Compare products
      </PageTitle>
      {ids.length === 0 ? (
        <div className={styles.empty}>
          <p>Nothing to compare yet. Tick “Compare” on up to {COMPARE_LIMIT} products of one category.</p>
          <Link to="/shop" className={styles.shopLink}>
            Browse the shop
          </Link>
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>
            <label htmlFor={differencesId} className={styles.differences}>
              <input id={differencesId} type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
              Show only differences
            </label>
            {missing.length > 0 && <p className={styles.note}>{missing.length === 1 ? 'One product' : `${missing.length} products`} could not be found.</p>}
          </div>
          {pending && loaded.length === 0 ? (
            <p role="status">Loading products…</p>
          ) : (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">Products side by side</caption>
                <thead>
                  <tr>
                    <td />
                    {loaded.map((p) => (
                      <th key={p._id} scope="col" className={styles.product}>
                        <MediaImage src={p.imageUrl} alt="" width={96} height={96} sizes="96px" className={styles.image} />
                        <Link to={`/products/${p._id}`} className={styles.name}>
                          {p.name}
                        </Link>
                        <button type="button" className={styles.remove} onClick={() => remove(p._id)} aria-label={`Remove ${p.name} from the comparison`}>
                          <X size={16} aria-hidden="true" /> Remove
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => (
                    <tr key={row.key} className={new Set(row.values).size > 1 ? styles.differs : undefined}>
                      <th scope="row" className={styles.rowLabel}>
                        {row.label}
                      </th>
                      {row.values.map((value, i) => (
                        <td key={loaded[i]?._id ?? i}>{value}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              {onlyDifferences && shown.length === 0 && <p className={styles.note}>These products are alike in every row.</p>}
            </div>
          )}
        </>
      )}
    </Page>
  );
}
