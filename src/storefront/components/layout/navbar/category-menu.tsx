import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight, ChevronDown, ChevronRight } from 'lucide-react';
import type { Category } from '../../../../shared/catalog/category.schema';
import { useCategories } from '../../../api/categories/get-categories';
import { useDismiss } from '../../../lib/use-dismiss';
import { useHoverMenu } from '../../../lib/use-hover-menu';
import { MediaImage } from '../../media-image/media-image';
import styles from './category-menu.module.css';

function focusables(root: HTMLElement | null, selector: string): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>(selector)) : [];
}

/** Moves focus along a list with the arrow keys, Home and End; true when the key was one of those. */
function moveFocus(event: KeyboardEvent, items: HTMLElement[]): boolean {
  const at = items.indexOf(event.target as HTMLElement);
  let next: number | null = null;
  if (event.key === 'ArrowDown') next = (at + 1) % items.length;
  else if (event.key === 'ArrowUp') next = (at - 1 + items.length) % items.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  if (next === null || items.length === 0) return false;
  event.preventDefault();
  items[next]?.focus();
  return true;
}

function SubMenu({ category, id }: { category: Category; id: string }) {
  return (
    <div id={id} className={styles.sub} aria-label={`${category.name} sub-categories`} role="group">
      <div className={styles.groups}>
        {category.submenuGroups.map((group) => (
          <div key={group.title}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            <ul className={styles.groupItems}>
              {group.items.map((item) => (
                <li key={item.path}>
                  <Link to={`/categories/${item.path}`} className={styles.subLink} data-sub-link="">
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <Link to={`/categories/${category.category}`} className={styles.viewAll} data-sub-link="">
        View All {category.name} Products
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </div>
  );
}

/**
 * The header's 'Category' control (ADR 39): on every page it opens the ten categories with their
 * sub-menus, where the spec's link left the page for the home page's strip. Pointer: hover opens it
 * and hovering a category shows its sub-menu. Keyboard: Enter or arrow down opens it, arrows move
 * through the categories, arrow right enters a sub-menu and arrow left leaves it, Escape closes it.
 * Only the open category's links are in the tab order.
 */
/** The header has one category menu; a fixed id, because the header hydrates later (no `useId` there, ADR 71). */
const menuId = 'nav-categories';

export function CategoryMenu({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  // A click on a menu the pointer has just opened keeps it open (the pointer got there first).
  const openedByHover = useRef(false);
  // The categories are fetched the first time the menu opens (every page has this menu; most never open it).
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const [active, setActive] = useState(0);
  const wrapRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const categories = useCategories(wanted);
  // A phone has no hover: the menu there opens and closes by tapping the button only.
  const hover = useHoverMenu(
    wrapRef,
    useCallback(() => {
      if (!window.matchMedia('(hover: hover) and (min-width: 900px)').matches) return;
      setOpen((was) => {
        if (!was) openedByHover.current = true;
        return true;
      });
    }, []),
    useCallback(() => {
      if (window.matchMedia('(hover: hover) and (min-width: 900px)').matches) setOpen(false);
    }, []),
  );

  const close = useCallback(() => setOpen(false), []);
  useDismiss([wrapRef], open, (reason) => {
    close();
    if (reason === 'escape') buttonRef.current?.focus();
  });

  const focusCategory = (index: number) => window.requestAnimationFrame(() => focusables(panelRef.current, '[data-category-link]').at(index)?.focus());

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      focusCategory(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.hasAttribute('data-category-link')) {
      const links = focusables(panelRef.current, '[data-category-link]');
      if (moveFocus(event, links)) {
        const index = links.indexOf(document.activeElement as HTMLElement);
        if (index >= 0) setActive(index);
        return;
      }
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        window.requestAnimationFrame(() => focusables(panelRef.current, '[data-sub-link]')[0]?.focus());
      }
      return;
    }
    if (target.hasAttribute('data-sub-link')) {
      if (moveFocus(event, focusables(panelRef.current, '[data-sub-link]'))) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        focusables(panelRef.current, '[data-category-link]')[active]?.focus();
      }
    }
  };

  const list = categories.data ?? [];
  const current = list[active] ?? list[0];

  return (
    <li ref={wrapRef} className={styles.wrap} onMouseEnter={hover.onMouseEnter} onMouseLeave={hover.onMouseLeave}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          setOpen(!open);
        }}
        onKeyDown={onButtonKeyDown}
      >
        Category
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </button>
      {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- arrow keys move between the links inside */}
      <div ref={panelRef} id={menuId} className={styles.panel} hidden={!open} onKeyDown={onPanelKeyDown}>
        {!categories.data && !categories.isError ? (
          <p className={styles.status} role="status">
            Loading categories…
          </p>
        ) : categories.isError ? (
          <p className={styles.status} role="alert">
            Categories could not be loaded.{' '}
            <button type="button" className={styles.retry} onClick={() => void categories.refetch()}>
              Try Again
            </button>
          </p>
        ) : (
          // Any link followed closes the menu (and the small-screen panel around it).
          // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions -- a link's own Enter is a click
          <div
            className={styles.columns}
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('a')) {
                close();
                onNavigate();
              }
            }}
          >
            <ul className={styles.categories} aria-label="Categories">
              {list.map((category, index) => (
                <li key={category.id} className={styles.category} data-active={index === active} onMouseEnter={() => setActive(index)}>
                  <Link
                    to={`/categories/${category.category}`}
                    className={styles.categoryLink}
                    data-category-link=""
                    tabIndex={index === active ? 0 : -1}
                    onFocus={() => setActive(index)}
                  >
                    <MediaImage src={category.img} alt="" width={28} height={28} sizes="28px" />
                    {category.name}
                  </Link>
                  <button
                    type="button"
                    className={styles.showSub}
                    aria-label={`Show ${category.name} sub-categories`}
                    aria-pressed={index === active}
                    tabIndex={-1}
                    onClick={() => setActive(index)}
                  >
                    <ChevronRight aria-hidden="true" size={16} />
                  </button>
                </li>
              ))}
            </ul>
            {current && <SubMenu category={current} id={`${menuId}-sub`} />}
          </div>
        )}
      </div>
    </li>
  );
}
