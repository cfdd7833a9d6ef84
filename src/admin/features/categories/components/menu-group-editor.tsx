import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/form/text-field';
import { nextRowId, type GroupRow, type ItemRow } from '../category-form-values';
import styles from './categories.module.css';

interface MenuGroupEditorProps {
  slug: string;
  group: GroupRow;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (group: GroupRow) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

/** One column of the storefront's mega-menu: a title and its links to sub-categories. */
export function MenuGroupEditor({ slug, group, index, count, errors, onChange, onMove, onRemove }: MenuGroupEditorProps) {
  const label = group.title.trim() || `Group ${index + 1}`;
  const setItem = (rowId: number, patch: Partial<ItemRow>) =>
    onChange({ ...group, items: group.items.map((item) => (item.rowId === rowId ? { ...item, ...patch } : item)) });

  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{label}</legend>
      <div className={styles.groupHead}>
        <TextField
          label="Group title"
          value={group.title}
          onChange={(title) => onChange({ ...group, title })}
          maxLength={60}
          error={errors[`group#${group.rowId}`]}
        />
        <div className={styles.groupTools}>
          <Button size="sm" variant="ghost" onClick={() => onMove(-1)} disabled={index === 0} aria-label={`Move ${label} up`}>
            <ArrowUp size={14} aria-hidden="true" />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onMove(1)} disabled={index === count - 1} aria-label={`Move ${label} down`}>
            <ArrowDown size={14} aria-hidden="true" />
          </Button>
          <Button size="sm" variant="dangerGhost" onClick={onRemove} aria-label={`Remove ${label}`}>
            <Trash2 size={14} aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className={styles.items}>
        {group.items.map((item, itemIndex) => (
          <div key={item.rowId} className={styles.item}>
            <TextField
              label="Link name"
              hideLabel={itemIndex > 0}
              value={item.name}
              onChange={(name) => setItem(item.rowId, { name })}
              maxLength={60}
              error={errors[`item#${item.rowId}.name`]}
              placeholder="e.g. Ceiling Lights"
            />
            <TextField
              label={`Path (${slug}/…)`}
              hideLabel={itemIndex > 0}
              value={item.sub}
              onChange={(sub) => setItem(item.rowId, { sub: sub.toLowerCase() })}
              maxLength={60}
              mono
              error={errors[`item#${item.rowId}.sub`]}
              placeholder="e.g. ceiling"
            />
            <Button
              size="sm"
              variant="dangerGhost"
              className={itemIndex === 0 ? styles.alignWithInput : undefined}
              onClick={() => onChange({ ...group, items: group.items.filter((other) => other.rowId !== item.rowId) })}
              aria-label={`Remove ${item.name || `link ${itemIndex + 1}`} from ${label}`}
            >
              <Trash2 size={14} aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button size="sm" onClick={() => onChange({ ...group, items: [...group.items, { rowId: nextRowId(), name: '', sub: '' }] })}>
            <Plus size={14} aria-hidden="true" />
            Add link
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
