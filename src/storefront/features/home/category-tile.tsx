import { useCallback, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Category } from '../../../shared/catalog/category.schema';
import { useHoverMenu } from '../../lib/use-hover-menu';
import { MediaImage } from '../../components/media-image/media-image';
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

/** The sub-menu's links, for arrow keys. */
function menuLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLAnchorElement>('a[href]')) : [];
}

/**
 * A tile and its sub-menu. The pointer opens the menu on hover; the keyboard opens it with the arrow
 * keys (the tile itself is a link, so Enter goes to the category). Only the ten tiles are in the tab
 * order; the menu's links are reached with the arrows once it is open (~100 tab stops otherwise, ADR 39).
 */
export function CategoryTile({ category }: { category: Category }) {
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  // Not `useId`: tiles hydrate after the rest of the page (components/hydrate-later, ADR 71).
  const panelId = `home-category-${category.category}-menu`;
  const itemRef = useRef<HTMLLIElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const show = useCallback(() => {
    if (itemRef.current) setShift(panelShift(itemRef.current));
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  const hover = useHoverMenu(itemRef, show, hide);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const focusLink = (index: number) => {
    // The panel renders on the next frame when it was closed.
    window.requestAnimationFrame(() => {
      const links = menuLinks(panelRef.current);
      links.at(index)?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const onTile = event.target === linkRef.current;
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      linkRef.current?.focus();
      return;
    }
    if (onTile && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      show();
      focusLink(event.key === 'ArrowDown' ? 0 : -1);
      return;
    }
    if (!onTile && open && (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      const links = menuLinks(panelRef.current);
      const at = links.indexOf(event.target as HTMLAnchorElement);
      const next =
        event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : (at + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
      links[next]?.focus();
    }
  };

  const categoryPath = `/categories/${encodeURIComponent(category.category)}`;

  return (
    // The tile and its sub-menu are one widget: the item hears the pointer and keys of the links inside it.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <li
      ref={itemRef}
      className={styles.item}
      data-open={open}
      onMouseEnter={hover.onMouseEnter}
      onMouseLeave={hover.onMouseLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Link ref={linkRef} to={categoryPath} className={styles.tile} aria-expanded={open} aria-controls={panelId} aria-describedby={`${panelId}-hint`}>
        <span className={styles.imageFrame}>
          {/* Decorative: the category name right below is the link's accessible name. */}
          <MediaImage src={category.img} alt="" width={96} height={96} sizes="96px" />
        </span>
        <span className={styles.name}>{category.name}</span>
      </Link>
      <span id={`${panelId}-hint`} hidden>
        Arrow down opens its sub-categories
      </span>

      <div ref={panelRef} id={panelId} className={styles.panel} style={{ '--panel-shift': `${shift}px` } as CSSProperties} hidden={!open}>
        <div className={styles.panelCard}>
          <div className={styles.groups}>
            {category.submenuGroups.map((group) => (
              <div key={group.title}>
                <h3 className={styles.groupTitle}>{group.title}</h3>
                <ul className={styles.groupItems}>
                  {group.items.map((item) => (
                    <li key={item.path}>
                      <Link to={`/categories/${item.path}`} className={styles.subLink} tabIndex={-1}>
                        {item.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <div className={styles.panelFooter}>
            <Link to={categoryPath} className={styles.viewAll} tabIndex={-1}>
              View All {category.name} Products
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}
