import type { Category } from '../../../../shared/catalog/category.schema';
import { subCategoriesOf } from '../../../api/categories/get-categories';
import { SelectField } from '../../../components/form/select-field';
import styles from './product-form.module.css';

interface CategoryFieldsProps {
  categories: readonly Category[];
  category: string;
  subCategory: string;
  onChange: (next: { category: string; subCategory: string }) => void;
  errors: { category?: string; subCategory?: string };
}

/** Category, then optionally a sub-category from that category's menu groups; without one, the product shows on its category page only. */
export function CategoryFields({ categories, category, subCategory, onChange, errors }: CategoryFieldsProps) {
  const subs = subCategoriesOf(categories, category);
  const groups = [...new Set(subs.map((sub) => sub.group))];
  // A product saved under a sub-category that has since left the menu must still show its value.
  const orphan = subCategory !== '' && !subs.some((sub) => sub.slug === subCategory);

  return (
    <div className={styles.row2}>
      <SelectField
        label="Category"
        name="category"
        value={category}
        error={errors.category}
        onChange={(next) => {
          const stillValid = subCategoriesOf(categories, next).some((sub) => sub.slug === subCategory);
          onChange({ category: next, subCategory: stillValid ? subCategory : '' });
        }}
      >
        <option value="">Choose a category</option>
        {categories.map((entry) => (
          <option key={entry.category} value={entry.category}>
            {entry.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sub-category"
        name="subCategory"
        value={subCategory}
        error={errors.subCategory}
        disabled={category === ''}
        optional
        hint={category === '' ? 'Choose a category first.' : 'Which menu page lists it besides its category.'}
        onChange={(next) => onChange({ category, subCategory: next })}
      >
        <option value="">None: the category page only</option>
        {orphan && <option value={subCategory}>{subCategory} (not in the menu)</option>}
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            {subs
              .filter((sub) => sub.group === group)
              .map((sub) => (
                <option key={sub.slug} value={sub.slug}>
                  {sub.name}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
    </div>
  );
}
