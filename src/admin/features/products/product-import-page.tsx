import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { PRODUCT_CSV_COLUMNS, type ProductImport, type ProductImportRow } from '../../../shared/admin/product-csv';
import { Badge } from '../../components/badge/badge';
import { Button, buttonClassName } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FormAlert } from '../../components/form/form-alert';
import { PageHeader } from '../../components/page-header/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { Panel } from '../../components/panel/panel';
import { ErrorBox, LoadingBox } from '../../components/query-state/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useApplyImport, useImportRows, useProductImport, useUploadImport } from './api/product-imports';
import styles from './product-import-page.module.css';

const PAGE_SIZE = 50;
const resultTones = { create: 'success', update: 'info', unchanged: 'neutral', error: 'danger' } as const;
const resultLabels = { create: 'New', update: 'Update', unchanged: 'Unchanged', error: 'Error' } as const;

function UploadForm({ onUploaded }: { onUploaded: (created: ProductImport) => void }) {
  const upload = useUploadImport();
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!csv) {
      setProblem('Please choose the CSV file');
      return;
    }
    setProblem(null);
    upload.mutate({ csv, zip }, { onSuccess: onUploaded });
  };
  return (
    <Panel title="1. Upload">
      <form className={styles.upload} onSubmit={submit} noValidate aria-label="Upload a product CSV">
        <FormAlert message={problem ?? upload.error?.message} />
        <label className={styles.file}>
          <span>Product CSV file</span>
          <input type="file" accept=".csv,text/csv" onChange={(event) => setCsv(event.target.files?.[0] ?? null)} />
        </label>
        <label className={styles.file}>
          <span>
            Images zip <span className={styles.muted}>(optional)</span>
          </span>
          <input type="file" accept=".zip,application/zip" onChange={(event) => setZip(event.target.files?.[0] ?? null)} />
        </label>
        <p className={styles.help}>
          Columns (any order; only <code>sku</code> is required, and a new SKU also needs name, category and price):{' '}
          <code>{PRODUCT_CSV_COLUMNS.join(', ')}</code>. A blank cell keeps the product’s value. Lists go one per line in their cell; specifications as{' '}
          <code>Name: value</code>. Images are <code>/media/…</code> addresses of this shop or file names in the zip: addresses on the web are not fetched. The
          simplest template is an <Link to="/products">export</Link> of the products you want to change.
        </p>
        <div>
          <Button type="submit" variant="primary" pending={upload.isPending}>
            Upload and check
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function ImportProgress({ report }: { report: ProductImport }) {
  const percent = Math.round(report.progress * 100);
  const label = report.status === 'checking' ? 'Checking the file (dry run)' : 'Applying the changes';
  return (
    <div className={styles.progress}>
      <label>
        {label}… {percent}%
        <progress max={100} value={percent} aria-label="Import progress" />
      </label>
      {report.status === 'applying' && (
        <p className={styles.muted}>
          {report.processedRows} of {report.totalRows} rows
        </p>
      )}
    </div>
  );
}

function RowDetails({ row }: { row: ProductImportRow }) {
  if (row.errors.length > 0)
    return (
      <ul className={styles.details}>
        {row.errors.map((error, i) => (
          <li key={i}>
            <strong>{error.column}</strong>: {error.message}
          </li>
        ))}
      </ul>
    );
  if (row.changes.length === 0) return <span className={styles.muted}>No change</span>;
  return (
    <ul className={styles.details}>
      {row.changes.map((change) => (
        <li key={change.field}>
          <strong>{change.field}</strong>: {change.from === null ? '' : <s>{String(change.from)}</s>} → {String(change.to ?? '—')}
        </li>
      ))}
    </ul>
  );
}

function Report({ report }: { report: ProductImport }) {
  const [only, setOnly] = useState<'all' | 'errors' | 'changes'>('all');
  const [page, setPage] = useState(1);
  const rows = useImportRows(report._id, { only, page, pageSize: PAGE_SIZE }, report.status !== 'checking');
  return (
    <>
      <div className={styles.tabs} role="group" aria-label="Show rows">
        {(['all', 'changes', 'errors'] as const).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={only === key ? 'primary' : 'secondary'}
            aria-pressed={only === key}
            onClick={() => {
              setOnly(key);
              setPage(1);
            }}
          >
            {key === 'all' ? 'All rows' : key === 'changes' ? 'Changes' : 'Errors'}
          </Button>
        ))}
      </div>
      {rows.isError ? (
        <ErrorBox error={rows.error} onRetry={() => void rows.refetch()} />
      ) : !rows.data ? (
        <LoadingBox />
      ) : (
        <>
          <table className={styles.table}>
            <caption className="visually-hidden">Dry-run report by line</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">SKU</th>
                <th scope="col">Result</th>
                <th scope="col">Changes or errors</th>
              </tr>
            </thead>
            <tbody>
              {rows.data.items.length === 0 ? (
                <tr>
                  <td colSpan={4} className={styles.muted}>
                    No rows to show.
                  </td>
                </tr>
              ) : (
                rows.data.items.map((row) => (
                  <tr key={row.line}>
                    <th scope="row">{row.line}</th>
                    <td className={styles.sku}>{row.sku}</td>
                    <td>
                      <Badge tone={resultTones[row.action]}>{resultLabels[row.action]}</Badge>
                    </td>
                    <td>
                      <RowDetails row={row} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          <Pagination page={rows.data.page} pageSize={rows.data.pageSize} total={rows.data.total} onPageChange={setPage} noun="rows" />
        </>
      )}
    </>
  );
}

/** `/products/import`: upload a CSV (and an images zip), read the dry run's report by line, then apply it. */
export default function ProductImportPage() {
  useDocumentTitle('Import products');
  const [params, setParams] = useSearchParams();
  const importId = params.get('import') ?? undefined;
  const report = useProductImport(importId);
  const apply = useApplyImport();
  const [confirming, setConfirming] = useState(false);
  const data = report.data;
  const toApply = data ? data.creates + data.updates : 0;

  return (
    <>
      <PageHeader
        title="Import products"
        back={{ to: '/products', label: 'Products' }}
        description="Create and update products from a CSV, matched by SKU. Nothing changes until you apply the checked file."
        actions={
          importId && (
            <Button onClick={() => setParams({}, { replace: true })} variant="secondary">
              Import another file
            </Button>
          )
        }
      />
      {!importId ? (
        <UploadForm onUploaded={(created) => setParams({ import: created._id }, { replace: true })} />
      ) : report.isError ? (
        <ErrorBox error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <LoadingBox />
      ) : (
        <Panel title={`2. Check ${data.fileName}${data.imagesFileName ? ` with ${data.imagesFileName}` : ''}`}>
          <div className={styles.stack}>
            {(data.status === 'checking' || data.status === 'applying') && <ImportProgress report={data} />}
            {data.status === 'failed' && <FormAlert message={data.message ?? 'The import failed'} />}
            {data.status !== 'checking' && data.status !== 'failed' && (
              <p role="status" className={styles.summary}>
                {data.status === 'applied'
                  ? `Applied: ${data.appliedCreates} created, ${data.appliedUpdates} updated, ${data.appliedErrors} rows skipped.`
                  : `Dry run of ${data.totalRows} rows: ${data.creates} new, ${data.updates} to update, ${data.unchanged} unchanged, ${data.errors} with errors.`}
              </p>
            )}
            {data.status === 'checked' && (
              <div className={styles.applyLine}>
                <Button variant="primary" disabled={toApply === 0} onClick={() => setConfirming(true)}>
                  Apply {toApply} changes
                </Button>
                {data.errors > 0 && <span className={styles.muted}>Rows with errors are skipped; fix them and import them again.</span>}
              </div>
            )}
            {data.status === 'applied' && (
              <Link to="/products?sort=newest" className={buttonClassName('secondary')}>
                Back to the products
              </Link>
            )}
            {data.status !== 'checking' && data.status !== 'failed' && <Report report={data} />}
          </div>
        </Panel>
      )}
      {data && (
        <ConfirmDialog
          open={confirming}
          title="Apply this import?"
          confirmLabel={`Apply ${toApply} changes`}
          pending={apply.isPending}
          error={apply.error?.message}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            apply.mutate(data._id, {
              onSuccess: () => {
                setConfirming(false);
                toast.info('Applying the import…');
              },
            })
          }
        >
          <p>
            {data.creates} products will be created and {data.updates} updated, as the report shows.{' '}
            {data.errors > 0 ? `${data.errors} rows with errors are skipped.` : ''}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
