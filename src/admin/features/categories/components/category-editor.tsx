import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Plus } from 'lucide-react';
import { categoryUpdateSchema } from '../../../../shared/admin/admin-ops.schema';
import { Button } from '../../../components/button/button';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Panel } from '../../../components/panel/panel';
import { numberOrUndefined, validateForm } from '../../../../web/form-errors';
import { useUpdateCategory } from '../api/update-category';
import { checkCategory, nextRowId, type CategoryFormValues, type GroupRow } from '../category-form-values';
import styles from './categories.module.css';
import { MenuGroupEditor } from './menu-group-editor';

interface CategoryEditorProps {
  slug: string;
  initial: CategoryFormValues;
  onDirtyChange: (dirty: boolean) => void;
}

/** Name, description, menu position and the mega-menu's groups of one top-level category. */
export function CategoryEditor({ slug, initial, onDirtyChange }: CategoryEditorProps) {
  const update = useUpdateCategory(slug);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (patch: Partial<CategoryFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    onDirtyChange(true);
  };
  const setGroup = (next: GroupRow) => change({ groups: values.groups.map((group) => (group.rowId === next.rowId ? next : group)) });
  const moveGroup = (index: number, direction: -1 | 1) => {
    const groups = [...values.groups];
    const [moved] = groups.splice(index, 1);
    if (!moved) return;
    groups.splice(index + direction, 0, moved);
    change({ groups });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rows = checkCategory(slug, values);
    const checked = validateForm(categoryUpdateSchema, {
      name: values.name,
      description: values.description,
      position: numberOrUndefined(values.position),
      submenuGroups: rows.ok ? rows.body.submenuGroups : [],
    });
    const found: Record<string, string> = { ...(rows.ok ? {} : rows.errors) };
    if (!checked.ok) for (const [key, message] of Object.entries(checked.errors)) if (message) found[key] ??= message;
    setErrors(found);
    if (!checked.ok || !rows.ok) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    update.mutate(checked.data, {
      onSuccess: (saved) => {
        onDirtyChange(false);
        toast.success(`${saved.name} was saved`);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Edit category ${initial.name}`}>
      <FormAlert message={update.error?.message} />
      <Panel title="Category">
        <div className={styles.fields}>
          <div className={styles.row}>
            <TextField label="Name" value={values.name} onChange={(name) => change({ name })} maxLength={60} error={errors.name} />
            <TextField
              label="Position"
              type="number"
              min={0}
              max={1000}
              step={1}
              value={values.position}
              onChange={(position) => change({ position })}
              error={errors.position}
              hint="Lower comes first in the menu."
            />
          </div>
          <TextareaField
            label="Description"
            optional
            rows={3}
            value={values.description}
            onChange={(description) => change({ description })}
            maxLength={500}
            error={errors.description}
          />
        </div>
      </Panel>
      <Panel
        title="Menu groups"
        actions={
          <Button
            size="sm"
            onClick={() => change({ groups: [...values.groups, { rowId: nextRowId(), title: '', items: [] }] })}
            disabled={values.groups.length >= 10}
          >
            <Plus size={14} aria-hidden="true" />
            Add group
          </Button>
        }
      >
        {errors.submenuGroups && <p role="alert">{errors.submenuGroups}</p>}
        <div className={styles.groups}>
          {values.groups.map((group, index) => (
            <MenuGroupEditor
              key={group.rowId}
              slug={slug}
              group={group}
              index={index}
              count={values.groups.length}
              errors={errors}
              onChange={setGroup}
              onMove={(direction) => moveGroup(index, direction)}
              onRemove={() => change({ groups: values.groups.filter((other) => other.rowId !== group.rowId) })}
            />
          ))}
        </div>
      </Panel>
      <div className={styles.footer}>
        <Button type="submit" variant="primary" pending={update.isPending}>
          Save category
        </Button>
      </div>
    </form>
  );
}
