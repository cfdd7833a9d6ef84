import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ExternalLink, Trash2 } from 'lucide-react';
import type { ProductInput } from '../../../shared/admin/admin-products.schema';
import { useCategories } from '../../api/categories/get-categories';
import { productStatusLabels } from '../../../shared/catalog/product-status';
import { Badge } from '../../components/badge/badge';
import { Button, buttonClassName } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { useUnsavedChangesGuard } from '../../components/dialog/use-unsaved-changes-guard';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorBox, LoadingBox } from '../../components/query-state/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCatalogSettings } from './api/catalog-settings';
import { useCreateProduct } from './api/create-product';
import { useDeleteProduct } from './api/delete-product';
import { useProduct } from './api/get-product';
import { useUpdateProduct } from './api/update-product';
import { ProductForm } from './components/product-form';
import { StockDialog } from './components/stock-dialog';
import { VariantsSection } from './components/variants-section';
import { emptyProductValues, valuesFromProduct } from './product-form-values';

/** `/products/new` creates; `/products/:productId` edits every field, adjusts stock or deletes. */
export default function ProductEditPage() {
  const { productId } = useParams();
  const navigate = useNavigate();
  const categories = useCategories();
  const product = useProduct(productId);
  const settings = useCatalogSettings();
  const create = useCreateProduct();
  const update = useUpdateProduct(productId ?? '');
  const remove = useDeleteProduct();
  const [dirty, setDirty] = useState(false);
  const [stockOpen, setStockOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const existing = product.data;
  useDocumentTitle(productId ? (existing?.name ?? 'Product') : 'New product');

  if (categories.isPending || (productId && product.isPending)) return <LoadingBox />;
  if (categories.isError) return <ErrorBox error={categories.error} onRetry={() => void categories.refetch()} />;
  if (productId && (product.isError || !existing)) return <ErrorBox error={product.error} onRetry={() => void product.refetch()} />;

  const save = (input: ProductInput) => {
    if (!existing) {
      create.mutate(input, {
        onSuccess: (created) => {
          guard.markSaved();
          setDirty(false);
          toast.success(`${created.name} was created`);
          void navigate(`/products/${encodeURIComponent(created._id)}`, { replace: true });
        },
      });
      return;
    }
    update.mutate(input, {
      onSuccess: (saved) => {
        setDirty(false);
        toast.success(`${saved.name} was saved`);
      },
    });
  };

  const mutation = existing ? update : create;

  return (
    <>
      <PageHeader
        title={existing ? existing.name : 'New product'}
        back={{ to: '/products', label: 'Products' }}
        actions={
          existing && (
            <>
              {existing.status === 'active' ? (
                <a href={`/products/${encodeURIComponent(existing._id)}`} target="_blank" rel="noopener" className={buttonClassName('secondary')}>
                  View in shop
                  <ExternalLink size={14} aria-hidden="true" />
                </a>
              ) : (
                <Badge tone={existing.status === 'draft' ? 'warning' : 'neutral'}>{productStatusLabels[existing.status]}: not in the shop</Badge>
              )}
              <Button variant="dangerGhost" onClick={() => setConfirmDelete(true)}>
                <Trash2 size={15} aria-hidden="true" />
                Delete
              </Button>
            </>
          )
        }
      />
      <ProductForm
        key={existing?._id ?? 'new'}
        initial={existing ? valuesFromProduct(existing) : emptyProductValues()}
        categories={categories.data}
        existing={existing}
        defaultLowStockThreshold={settings.data?.lowStockThreshold}
        onAdjustStock={() => setStockOpen(true)}
        onSubmit={save}
        onCancel={() => void navigate('/products')}
        pending={mutation.isPending}
        serverError={mutation.error?.message}
        onDirtyChange={setDirty}
      />
      {existing && <VariantsSection key={existing._id} product={existing} />}
      {existing && stockOpen && <StockDialog product={existing} onClose={() => setStockOpen(false)} />}
      {existing && (
        <ConfirmDialog
          open={confirmDelete}
          title="Delete this product?"
          confirmLabel="Delete product"
          danger
          pending={remove.isPending}
          error={remove.error?.message}
          onCancel={() => {
            setConfirmDelete(false);
            remove.reset();
          }}
          onConfirm={() =>
            remove.mutate(existing._id, {
              onSuccess: () => {
                guard.markSaved();
                toast.success(`${existing.name} was deleted`);
                void navigate('/products');
              },
            })
          }
        >
          <p>
            <strong>{existing.name}</strong> will disappear from the shop. Orders that contain it keep it.
          </p>
        </ConfirmDialog>
      )}
      {guard.dialog}
    </>
  );
}
