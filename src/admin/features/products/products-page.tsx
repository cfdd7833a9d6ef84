import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Download, Plus, Upload } from 'lucide-react';
import type { BulkSelection } from '../../../shared/admin/admin-product-bulk.schema';
import { adminProductSorts, type AdminProduct } from '../../../shared/admin/admin-products.schema';
import { productStatusLabels, productStatuses, type ProductStatus } from '../../../shared/catalog/product-status';
import { subCategoriesOf, useCategories } from '../../api/categories/get-categories';
import { Button, buttonClassName } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FilterBar, filterBarClasses } from '../../components/filter-bar/filter-bar';
import { CheckboxField } from '../../components/form/checkbox-field';
import { SearchField } from '../../components/form/search-field';
import { SelectField } from '../../components/form/select-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { ErrorBox } from '../../components/query-state/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListParams } from '../../lib/use-list-params';
import { useCatalogSettings } from './api/catalog-settings';
import { useDeleteProduct } from './api/delete-product';
import { useExportProducts } from './api/export-products';
import { useProductsTable, type ProductSortKey } from './api/get-products-table';
import { BulkEditDialog } from './components/bulk-edit-dialog';
import { LowStockDefaultDialog } from './components/low-stock-default-dialog';
import { ProductsTable } from './components/products-table';
import styles from './products-page.module.css';
import { StockDialog } from './components/stock-dialog';

const PAGE_SIZE = 20;

/** Names and prices read best A→Z and low→high; "newest" means the latest first. */
const defaultDirection: Record<ProductSortKey, 'asc' | 'desc'> = { name: 'asc', price: 'asc', stock: 'asc', newest: 'desc', sku: 'asc' };

function readStatus(value: string): ProductStatus | undefined {
  return (productStatuses as readonly string[]).includes(value) ? (value as ProductStatus) : undefined;
}

function readSort(value: string): ProductSortKey {
  return (adminProductSorts as readonly string[]).includes(value) ? (value as ProductSortKey) : 'newest';
}

export default function ProductsPage() {
  useDocumentTitle('Products');
  const params = useListParams();
  const categories = useCategories();
  const sort = readSort(params.get('sort'));
  const direction = params.get('direction') === 'asc' ? 'asc' : params.get('direction') === 'desc' ? 'desc' : defaultDirection[sort];
  const filter = {
    q: params.get('q') || undefined,
    category: params.get('category') || undefined,
    status: readStatus(params.get('status')),
    lowStock: params.get('lowStock') === 'true' || undefined,
  };
  const products = useProductsTable({
    ...filter,
    sort,
    direction,
    page: params.page,
    pageSize: PAGE_SIZE,
  });
  const remove = useDeleteProduct();
  const exporting = useExportProducts();
  const settings = useCatalogSettings();
  const [stockFor, setStockFor] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [defaultOpen, setDefaultOpen] = useState(false);
  // Ticked rows belong to the filter they were ticked under: another filter starts a new selection.
  const filterKey = JSON.stringify(filter);
  const [selection, setSelection] = useState<{ filterKey: string; ids: Set<string>; allMatching: boolean }>({ filterKey, ids: new Set(), allMatching: false });
  const current = selection.filterKey === filterKey ? selection : { filterKey, ids: new Set<string>(), allMatching: false };
  const total = products.data?.total ?? 0;
  const selectedCount = current.allMatching ? total : current.ids.size;

  const onSelect = (ids: string[], on: boolean) => {
    const next = new Set(current.ids);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ filterKey, ids: next, allMatching: false });
  };
  const clearSelection = () => setSelection({ filterKey, ids: new Set(), allMatching: false });
  const pageIds = products.data?.items.map((p) => p._id) ?? [];
  const wholePageSelected = pageIds.length > 0 && pageIds.every((id) => current.ids.has(id));
  const bulkSelection: BulkSelection = current.allMatching
    ? { kind: 'filter', filter: { ...filter, lowStock: filter.lowStock } }
    : { kind: 'ids', ids: [...current.ids] };
  const selectionLabel = current.allMatching
    ? `all ${total} products matching this filter`
    : `${current.ids.size} selected product${current.ids.size === 1 ? '' : 's'}`;

  const categoryLabel = (product: AdminProduct) => {
    const category = categories.data?.find((entry) => entry.category === product.category);
    if (!product.subCategory) return category?.name ?? product.category;
    const sub = subCategoriesOf(categories.data ?? [], product.category).find((entry) => entry.slug === product.subCategory);
    return `${category?.name ?? product.category} › ${sub?.name ?? product.subCategory}`;
  };

  const onSort = (key: string) => {
    const next = readSort(key);
    const nextDirection = next === sort ? (direction === 'asc' ? 'desc' : 'asc') : defaultDirection[next];
    params.update({ sort: next, direction: nextDirection });
  };

  return (
    <>
      <PageHeader
        title="Products"
        description="The catalogue as the shop sells it: search, sort, edit and restock; select rows to change many at once."
        actions={
          <>
            <Button pending={exporting.isPending} onClick={() => exporting.mutate(filter, { onError: (error) => toast.error(error.message) })}>
              <Download size={16} aria-hidden="true" />
              Export CSV
            </Button>
            <Link to="/products/import" className={buttonClassName('secondary')}>
              <Upload size={16} aria-hidden="true" />
              Import CSV
            </Link>
            <Link to="/products/new" className={buttonClassName('primary')}>
              <Plus size={16} aria-hidden="true" />
              New product
            </Link>
          </>
        }
      />
      <FilterBar label="Filter products">
        <div className={filterBarClasses.grow}>
          <SearchField label="Search" placeholder="Name, brand or id" value={params.get('q')} onSearch={(q) => params.update({ q })} />
        </div>
        <SelectField label="Category" value={params.get('category')} onChange={(category) => params.update({ category })}>
          <option value="">All categories</option>
          {categories.data?.map((entry) => (
            <option key={entry.category} value={entry.category}>
              {entry.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" value={filter.status ?? ''} onChange={(status) => params.update({ status })}>
          <option value="">Any status</option>
          {productStatuses.map((status) => (
            <option key={status} value={status}>
              {productStatusLabels[status]}
            </option>
          ))}
        </SelectField>
        <div className={filterBarClasses.check}>
          <CheckboxField
            label="Low stock only"
            checked={params.get('lowStock') === 'true'}
            onChange={(on) => params.update({ lowStock: on ? 'true' : undefined })}
          />
          <button type="button" className={styles.linkButton} onClick={() => setDefaultOpen(true)}>
            Default threshold{settings.data ? `: ${settings.data.lowStockThreshold}` : ''}
          </button>
        </div>
      </FilterBar>

      {selectedCount > 0 && (
        <div className={styles.bulkBar} role="region" aria-label="Selected products">
          <span role="status">{current.allMatching ? `All ${total} products matching this filter are selected.` : `${current.ids.size} selected.`}</span>
          {!current.allMatching && wholePageSelected && total > current.ids.size && (
            <button type="button" className={styles.linkButton} onClick={() => setSelection({ filterKey, ids: new Set(), allMatching: true })}>
              Select all {total} matching this filter
            </button>
          )}
          <span className={styles.bulkActions}>
            <Button variant="primary" size="sm" onClick={() => setBulkOpen(true)}>
              Bulk edit…
            </Button>
            <Button size="sm" variant="ghost" onClick={clearSelection}>
              Clear selection
            </Button>
          </span>
        </div>
      )}

      {products.isError ? (
        <ErrorBox error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <>
          <ProductsTable
            rows={products.data?.items}
            selected={current.ids}
            onSelect={onSelect}
            loading={products.isPending}
            refreshing={products.isPlaceholderData}
            sort={{ key: sort, direction }}
            onSort={onSort}
            categoryLabel={categoryLabel}
            onAdjustStock={setStockFor}
            onDelete={setDeleting}
          />
          {products.data && (
            <Pagination page={products.data.page} pageSize={products.data.pageSize} total={products.data.total} onPageChange={params.setPage} noun="products" />
          )}
        </>
      )}

      {stockFor && <StockDialog product={stockFor} onClose={() => setStockFor(null)} />}
      {bulkOpen && (
        <BulkEditDialog
          selection={bulkSelection}
          selectionLabel={selectionLabel}
          categories={categories.data ?? []}
          onClose={() => setBulkOpen(false)}
          onApplied={() => {
            setBulkOpen(false);
            clearSelection();
          }}
        />
      )}
      {defaultOpen && settings.data && <LowStockDefaultDialog current={settings.data.lowStockThreshold} onClose={() => setDefaultOpen(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this product?"
        confirmLabel="Delete product"
        danger
        pending={remove.isPending}
        error={remove.error?.message}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: () => {
              toast.success(`${deleting.name} was deleted`);
              setDeleting(null);
            },
          });
        }}
      >
        <p>
          <strong>{deleting?.name}</strong> will disappear from the shop. Orders that contain it keep it.
        </p>
      </ConfirmDialog>
    </>
  );
}
