import { useId, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Category } from '../../../shared/catalog/category.schema';
import styles from './category-strip.module.css';

/** Spec §9: the sub-menu is at least 600 px wide; CSS uses the same width on wide screens. */
const PANEL_WIDTH_PX = 640;

/**
 * Where the panel starts relative to its tile, so it stays inside the strip: tiles near the right edge
 * shift their panel left instead of letting it run off screen.
 */
function panelShift(tile: HTMLElement): number {
  const strip = tile.parentElement?.getBoundingClientRect();
  const rect = tile.getBoundingClientRect();
  if (!strip || strip.width < PANEL_WIDTH_PX) return 0;
  const overflow = rect.left + PANEL_WIDTH_PX - strip.right;
  return overflow > 0 ? -Math.min(overflow, rect.left - strip.left) : 0;
}

export function CategoryTile({ category }: { category: Category }) {
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  // Escape sends focus back to the tile; that focus must not reopen the panel it just closed.
  const suppressFocusOpen = useRef(false);

  const show = () => {
    if (itemRef.current) setShift(panelShift(itemRef.current));
    setOpen(true);
  };

  const onLinkFocus = () => {
    if (suppressFocusOpen.current) {
      suppressFocusOpen.current = false;
      return;
    }
    show();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    if (document.activeElement !== linkRef.current) {
      suppressFocusOpen.current = true;
      linkRef.current?.focus();
    }
  };

  const categoryPath = `/categories/${encodeURIComponent(category.category)}`;

  return (
    // The tile and its sub-menu are one widget: the item hears the pointer and keys of the links inside it.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <li ref={itemRef} className={styles.item} data-open={open} onMouseEnter={show} onMouseLeave={() => setOpen(false)} onBlur={onBlur} onKeyDown={onKeyDown}>
      <Link ref={linkRef} to={categoryPath} className={styles.tile} aria-expanded={open} aria-controls={panelId} onFocus={onLinkFocus}>
        <span className={styles.imageFrame}>
          {/* Decorative: the category name right below is the link's accessible name. */}
          <img src={category.img} alt="" width={96} height={96} loading="lazy" decoding="async" />
        </span>
        <span className={styles.name}>{category.name}</span>
      </Link>

      <div id={panelId} className={styles.panel} style={{ '--panel-shift': `${shift}px` } as CSSProperties} hidden={!open}>
        <div className={styles.panelCard}>
          <div className={styles.groups}>
            {category.submenuGroups.map((group) => (
              <div key={group.title}>
                <h3 className={styles.groupTitle}>{group.title}</h3>
                <ul className={styles.groupItems}>
                  {group.items.map((item) => (
                    <li key={item.path}>
                      <Link to={`/categories/${item.path}`} className={styles.subLink}>
                        {item.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <div className={styles.panelFooter}>
            <Link to={categoryPath} className={styles.viewAll}>
              View All {category.name} Products
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}
