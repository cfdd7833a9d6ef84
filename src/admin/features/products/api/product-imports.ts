import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductImport, ProductImportRows } from '../../../../shared/admin/product-csv';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { productsQueryKey } from './get-products-table';

const importsKey = [...productsQueryKey, 'imports'] as const;

/** `POST /api/admin/products/imports`: the CSV (and the images zip) as a form; the dry run starts on the server. */
export function uploadImport(files: { csv: File; zip: File | null }): Promise<ProductImport> {
  const form = new FormData();
  form.append('file', files.csv, files.csv.name);
  if (files.zip) form.append('images', files.zip, files.zip.name);
  return apiRequest<ProductImport>('/api/admin/products/imports', { method: 'POST', body: form, fallbackMessage: 'The file could not be uploaded' });
}

export function useUploadImport() {
  return useMutation({ mutationFn: uploadImport });
}

const running = (status: ProductImport['status'] | undefined) => status === 'checking' || status === 'applying';

/** The import's state, asked again every half second while its dry run or apply runs (the progress bar). */
export function useProductImport(id: string | undefined) {
  return useQuery({
    queryKey: [...importsKey, id],
    queryFn: ({ signal }) =>
      apiRequest<ProductImport>(`/api/admin/products/imports/${encodeURIComponent(id ?? '')}`, { signal, fallbackMessage: 'Could not load the import' }),
    enabled: id !== undefined,
    refetchInterval: (query) => (running(query.state.data?.status) ? 500 : false),
  });
}

export function useImportRows(id: string | undefined, params: { only: 'all' | 'errors' | 'changes'; page: number; pageSize: number }, ready: boolean) {
  return useQuery({
    queryKey: [...importsKey, id, 'rows', params],
    queryFn: ({ signal }) =>
      apiRequest<ProductImportRows>(`/api/admin/products/imports/${encodeURIComponent(id ?? '')}/rows${toQueryString({ ...params })}`, {
        signal,
        fallbackMessage: 'Could not load the report',
      }),
    enabled: id !== undefined && ready,
    placeholderData: keepPreviousData,
  });
}

export function useApplyImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<ProductImport>(`/api/admin/products/imports/${encodeURIComponent(id)}/apply`, {
        method: 'POST',
        fallbackMessage: 'The import could not be applied',
      }),
    onSuccess: (started) => {
      client.setQueryData([...importsKey, started._id], started);
      void client.invalidateQueries({ queryKey: [...productsQueryKey, 'table'] });
    },
  });
}
