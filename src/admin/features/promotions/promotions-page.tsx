import { useState } from 'react';
import type { Promotion } from '../../../shared/promotions/promotion.schema';
import { formatRupees } from '../../../shared/money';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { FormAlert } from '../../components/form/form-alert';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeactivatePromotion, usePromotions } from './api/promotions';
import { PromotionForm } from './promotion-form';

function describe(p: Promotion): string {
  const amount = p.kind === 'percent' ? `${p.value}% off` : `${formatRupees(p.value)} off`;
  const on = p.scope === 'order' ? 'the order' : p.scope === 'categories' ? p.categorySlugs.join(', ') : `${p.productIds.length} product(s)`;
  return `${amount} ${on}${p.minOrderValue > 0 ? `, orders from ${formatRupees(p.minOrderValue)}` : ''}`;
}

function when(p: Promotion): string {
  if (!p.startsAt && !p.endsAt) return 'Always';
  return `${p.startsAt ? formatDateTime(p.startsAt) : 'now'} – ${p.endsAt ? formatDateTime(p.endsAt) : 'no end'}`;
}

/** /promotions: coupon codes and automatic discounts (ADR 60): list, create, edit, deactivate. */
export default function PromotionsPage() {
  useDocumentTitle('Promotions');
  const list = usePromotions();
  const deactivate = useDeactivatePromotion();
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);

  const columns: Column<Promotion>[] = [
    { key: 'name', header: 'Promotion', rowHeader: true, cell: (p) => `${p.name}${p.code ? ` (${p.code})` : ' (automatic)'}` },
    { key: 'rule', header: 'Discount', cell: describe },
    { key: 'when', header: 'When', cell: when, hideNarrow: true },
    { key: 'uses', header: 'Uses', align: 'end', cell: (p) => `${p.used}${p.usageLimit !== null ? ` / ${p.usageLimit}` : ''}` },
    { key: 'status', header: 'Status', cell: (p) => <Badge tone={p.active ? 'success' : 'neutral'}>{p.active ? 'Active' : 'Inactive'}</Badge> },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      cell: (p) => (
        <>
          <Button size="sm" variant="ghost" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
            Edit
          </Button>
          {p.active && (
            <Button
              size="sm"
              variant="dangerGhost"
              pending={deactivate.isPending && deactivate.variables === p._id}
              onClick={() => deactivate.mutate(p._id)}
              aria-label={`Deactivate ${p.name}`}
            >
              Deactivate
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Promotions"
        description="Coupon codes and automatic discounts. Discounts come off the goods before GST; one discount applies per order, the biggest."
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            New promotion
          </Button>
        }
      />
      {editing && (
        <Panel title={editing === 'new' ? 'New promotion' : `Edit ${editing.name}`}>
          <PromotionForm key={editing === 'new' ? 'new' : editing._id} initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </Panel>
      )}
      <Panel title="All promotions" flush>
        <FormAlert message={list.error?.message ?? deactivate.error?.message} />
        <DataTable caption="Promotions" columns={columns} rows={list.data} rowKey={(p) => p._id} loading={list.isPending} emptyMessage="No promotions yet." />
      </Panel>
    </>
  );
}
