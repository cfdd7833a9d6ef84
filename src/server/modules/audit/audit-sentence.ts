/** What an entry's sentence needs: the person's name, the action, and the record's name where one is known. */
export interface AuditFacts {
  person: string;
  action: string;
  entity: string;
  entityId: string;
  recordName: string | null;
  details: Record<string, unknown>;
}

const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const reason = (details: Record<string, unknown>) => (str(details.reason) ? `: ${str(details.reason)}` : '');

/**
 * The audit log as people read it: "Asha set stock of Havells Ambrose 1200 mm from 12 to 0: damaged
 * in transit". An action without a sentence of its own still reads as one, with its raw name.
 */
export function auditSentence(f: AuditFacts): string {
  const record = f.recordName ?? f.entityId;
  const d = f.details;
  switch (f.action) {
    case 'product.stock': {
      const after = Number(d.stock);
      const delta = Number(d.delta);
      if (Number.isFinite(after) && Number.isFinite(delta)) return `${f.person} set stock of ${record} from ${after - delta} to ${after}${reason(d)}`;
      return `${f.person} changed the stock of ${record}${reason(d)}`;
    }
    case 'product.create':
      return `${f.person} created the product ${record}`;
    case 'product.update':
      return `${f.person} edited the product ${record}`;
    case 'product.delete':
      return `${f.person} deleted the product ${record}`;
    case 'product.variant.options':
      return `${f.person} set the variant options of ${record}`;
    case 'product.variant.add':
      return `${f.person} added the variant ${record} of ${str(d.variantOf)}`;
    case 'product.variant.values':
      return `${f.person} changed the option values of the variant ${record}`;
    case 'product.variant.remove':
      return `${f.person} removed the variant ${record} of ${str(d.variantOf)}`;
    case 'product.bulk': {
      const summary = d.summary as { changed?: unknown } | undefined;
      const n = str(summary?.changed) || str(d.count);
      return `${f.person} applied a bulk ${str(d.action) || 'change'} to ${n ? `${n} products` : 'products'}`;
    }
    case 'order.status':
      return `${f.person} moved order #${str(d.number) || record} from ${str(d.from)} to ${str(d.to)}`;
    case 'order.refund':
      return `${f.person} refunded ₹${str(d.amount)} on order ${record}${reason(d)}`;
    case 'blog.create':
      return `${f.person} wrote the blog post ${record}`;
    case 'blog.update':
      return `${f.person} edited the blog post ${record}`;
    case 'blog.delete':
      return `${f.person} deleted the blog post ${record}`;
    case 'blog-category.create':
      return `${f.person} added the blog category ${str(d.name) || record}`;
    case 'blog-category.update':
      return `${f.person} edited the blog category ${str(d.name) || record}`;
    case 'blog-category.delete':
      return `${f.person} deleted the blog category ${str(d.name) || record}`;
    case 'category.update':
      return `${f.person} edited the category ${record}`;
    case 'staff.invite':
      return `${f.person} invited ${str(d.email) || record} to the staff as ${str(d.role)}`;
    case 'staff.invite.revoke':
      return `${f.person} withdrew the invitation to ${record}`;
    case 'staff.role':
      return `${f.person} changed the role of ${record} from ${str(d.from)} to ${str(d.to)}`;
    case 'newsletter.unsubscribe':
      return `${f.person} unsubscribed ${str(d.email) || record} from the newsletter`;
    case 'staff.remove':
      return `${f.person} removed ${record} from the staff`;
    default:
      return `${f.person}: ${f.action.replace(/[._-]/g, ' ')} ${record === 'bulk' ? '' : record}`.trim();
  }
}
