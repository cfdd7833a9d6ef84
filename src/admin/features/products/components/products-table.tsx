import { Link } from 'react-router';
import { PackagePlus, Pencil, Trash2 } from 'lucide-react';
import type { AdminProduct } from '../../../../shared/admin/admin-products.schema';
import { productStatusLabels } from '../../../../shared/catalog/product-status';
import { formatRupees } from '../../../../shared/money';
import { Badge } from '../../../components/badge/badge';
import { Button, buttonClassName } from '../../../components/button/button';
import { DataTable, type Column, type SortDirection } from '../../../components/data-table/data-table';
import { formatDate } from '../../../lib/dates';
import type { ProductSortKey } from '../api/get-products-table';
import styles from './products-table.module.css';

interface ProductsTableProps {
  rows: readonly AdminProduct[] | undefined;
  /** Ticked rows' ids, for bulk actions. */
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  loading: boolean;
  refreshing: boolean;
  sort: { key: ProductSortKey; direction: SortDirection };
  onSort: (key: string) => void;
  /** 'Lighting › Ceiling Lights' from the taxonomy, the slugs when it does not know them. */
  categoryLabel: (product: AdminProduct) => string;
  onAdjustStock: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

const statusTones = { draft: 'warning', active: 'success', archived: 'neutral' } as const;

export function ProductsTable({ rows, selected, onSelect, loading, refreshing, sort, onSort, categoryLabel, onAdjustStock, onDelete }: ProductsTableProps) {
  const pageIds = rows?.map((product) => product._id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const columns: Column<AdminProduct>[] = [
    {
      key: 'select',
      header: (
        <input
          type="checkbox"
          className={styles.check}
          aria-label="Select every product on this page"
          checked={allOnPage}
          disabled={pageIds.length === 0}
          onChange={(event) => onSelect(pageIds, event.target.checked)}
        />
      ),
      cell: (product) => (
        <input
          type="checkbox"
          className={styles.check}
          aria-label={`Select ${product.name}`}
          checked={selected.has(product._id)}
          onChange={(event) => onSelect([product._id], event.target.checked)}
        />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      rowHeader: true,
      cell: (product) => (
        <span className={styles.nameCell}>
          {product.imageUrl ? <img src={product.imageUrl} alt="" className={styles.thumb} loading="lazy" /> : <span className={styles.thumb} />}
          <span>
            <Link to={`/products/${encodeURIComponent(product._id)}`}>{product.name}</Link>
            <span className={styles.sub}>
              <span className={styles.sku}>{product.sku}</span>
              {product.brand}
              {product.variantLabel && (
                <Badge tone="neutral">{product.variantOf ? `Variant: ${product.variantLabel}` : `Main variant: ${product.variantLabel}`}</Badge>
              )}
              {product.status !== 'active' && <Badge tone={statusTones[product.status]}>{productStatusLabels[product.status]}</Badge>}
              {product.isNew && <Badge tone="info">New</Badge>}
              {product.isFeatured && <Badge tone="info">Featured</Badge>}
              {product.isBestSeller && <Badge tone="info">Best seller</Badge>}
            </span>
          </span>
        </span>
      ),
    },
    { key: 'category', header: 'Category', hideNarrow: true, cell: categoryLabel },
    {
      key: 'price',
      header: 'Price',
      sortKey: 'price',
      align: 'end',
      cell: (product) => (
        <>
          {formatRupees(product.price)}
          {product.discount > 0 && <span className={styles.sub}>{product.discount}% off</span>}
        </>
      ),
    },
    {
      key: 'stock',
      header: 'Stock',
      sortKey: 'stock',
      align: 'end',
      cell: (product) =>
        product.stock === 0 ? (
          <Badge tone="danger">Out of stock</Badge>
        ) : (
          <>
            {product.stock}
            {product.lowStock && (
              <span className={styles.sub}>
                <Badge tone="warning">Low</Badge>
              </span>
            )}
          </>
        ),
    },
    {
      key: 'newest',
      header: 'Added',
      sortKey: 'newest',
      hideNarrow: true,
      cell: (product) => <span className={styles.nowrap}>{formatDate(product.createdAt)}</span>,
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      cell: (product) => (
        <span className={styles.actions}>
          <Link to={`/products/${encodeURIComponent(product._id)}`} className={buttonClassName('ghost', 'sm')} aria-label={`Edit ${product.name}`}>
            <Pencil size={14} aria-hidden="true" />
            <span className={styles.actionText}>Edit</span>
          </Link>
          <Button size="sm" variant="ghost" onClick={() => onAdjustStock(product)} aria-label={`Adjust stock of ${product.name}`}>
            <PackagePlus size={14} aria-hidden="true" />
            <span className={styles.actionText}>Stock</span>
          </Button>
          <Button size="sm" variant="dangerGhost" onClick={() => onDelete(product)} aria-label={`Delete ${product.name}`}>
            <Trash2 size={14} aria-hidden="true" />
            <span className={styles.actionText}>Delete</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
    <DataTable
      caption="Products"
      columns={columns}
      rows={rows}
      rowKey={(product) => product._id}
      sort={sort}
      onSort={onSort}
      loading={loading}
      refreshing={refreshing}
      emptyMessage="No products match these filters."
    />
  );
}
