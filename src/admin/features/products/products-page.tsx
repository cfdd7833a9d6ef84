import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Plus } from 'lucide-react';
import { adminProductSorts } from '../../../shared/admin/admin-products.schema';
import type { Product } from '../../../shared/catalog/product.schema';
import { subCategoriesOf, useCategories } from '../../api/categories/get-categories';
import { buttonClassName } from '../../components/button/button';
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
import { useDeleteProduct } from './api/delete-product';
import { useProductsTable, type ProductSortKey } from './api/get-products-table';
import { ProductsTable } from './components/products-table';
import { StockDialog } from './components/stock-dialog';

const PAGE_SIZE = 20;

/** Names and prices read best A→Z and low→high; "newest" means the latest first. */
const defaultDirection: Record<ProductSortKey, 'asc' | 'desc'> = { name: 'asc', price: 'asc', stock: 'asc', newest: 'desc', sku: 'asc' };

function readSort(value: string): ProductSortKey {
  return (adminProductSorts as readonly string[]).includes(value) ? (value as ProductSortKey) : 'newest';
}

export default function ProductsPage() {
  useDocumentTitle('Products');
  const params = useListParams();
  const categories = useCategories();
  const sort = readSort(params.get('sort'));
  const direction = params.get('direction') === 'asc' ? 'asc' : params.get('direction') === 'desc' ? 'desc' : defaultDirection[sort];
  const products = useProductsTable({
    q: params.get('q') || undefined,
    category: params.get('category') || undefined,
    lowStock: params.get('lowStock') === 'true' || undefined,
    sort,
    direction,
    page: params.page,
    pageSize: PAGE_SIZE,
  });
  const remove = useDeleteProduct();
  const [stockFor, setStockFor] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const categoryLabel = (product: Product) => {
    const category = categories.data?.find((entry) => entry.category === product.category);
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
        description="The catalogue as the shop sells it: search, sort, edit and restock."
        actions={
          <Link to="/products/new" className={buttonClassName('primary')}>
            <Plus size={16} aria-hidden="true" />
            New product
          </Link>
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
        <div className={filterBarClasses.check}>
          <CheckboxField
            label="Low stock only"
            checked={params.get('lowStock') === 'true'}
            onChange={(on) => params.update({ lowStock: on ? 'true' : undefined })}
          />
        </div>
      </FilterBar>

      {products.isError ? (
        <ErrorBox error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <>
          <ProductsTable
            rows={products.data?.items}
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
