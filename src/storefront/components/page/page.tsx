import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './page.module.css';

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

interface PageProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
  /** More room above: pages that open with their heading, without a breadcrumb (the shop, the account). */
  roomyTop?: boolean;
  /** Room below for the last control to scroll clear of the floating help button (the account). */
  clearOfHelpButton?: boolean;
}

/**
 * The frame of a storefront page; `className` adds the page's own layout (a grid, its gaps). Its
 * spacing is chosen by props, never overridden by a page's sheet: which of two sheets loads last is
 * not fixed in the production build.
 */
export function Page({ children, roomyTop = false, clearOfHelpButton = false, className, ...rest }: PageProps) {
  return (
    <div {...rest} className={classes('container', styles.page, roomyTop && styles.roomyTop, clearOfHelpButton && styles.clearOfHelpButton, className)}>
      {children}
    </div>
  );
}

interface PageTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  children: ReactNode;
  /** `display`: the shop's and a category's big heading, in tight lines. */
  size?: 'large' | 'medium' | 'display';
  /** On a dark hero band the heading is light. */
  onDark?: boolean;
  ref?: Ref<HTMLHeadingElement>;
}

/** The page's one h1. */
export function PageTitle({ children, size = 'large', onDark = false, className, ...rest }: PageTitleProps) {
  return (
    <h1 {...rest} className={classes(styles.title, styles[size], onDark && styles.onDark, className)}>
      {children}
    </h1>
  );
}

interface PageColumnsProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
  /** The side column's width from 960 px: 360 (cart), 380 (an order's totals) or 400 px (checkout's summary). */
  side?: 'narrow' | 'medium' | 'wide';
}

/** The page's main column with a side column beside it from 960 px (a summary, an order's totals); one column below. */
export function PageColumns({ children, side = 'medium', className, ...rest }: PageColumnsProps) {
  return (
    <div {...rest} className={classes(styles.columns, styles[`${side}Side`], className)}>
      {children}
    </div>
  );
}

interface PageCardProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  as?: 'section' | 'aside' | 'div';
  /** `muted`: on the surface colour without a shadow (a summary beside a form); `danger`: a destructive action's card. */
  tone?: 'plain' | 'muted' | 'danger';
  /** `stack` spaces the children evenly; `flow` leaves them to their own margins (a form's fields). */
  layout?: 'stack' | 'flow';
  /** More room inside from 640 px (the account's sections). */
  roomy?: boolean;
  /** Stays in view beside a long main column from 960 px. */
  sticky?: boolean;
}

/** One block of a page on its own card: an order's items, a checkout step, a summary, an account section. */
export function PageCard({
  children,
  as: Tag = 'section',
  tone = 'plain',
  layout = 'stack',
  roomy = false,
  sticky = false,
  className,
  ...rest
}: PageCardProps) {
  return (
    <Tag
      {...rest}
      className={classes(
        styles.card,
        layout === 'stack' && styles.stack,
        tone === 'muted' && styles.muted,
        tone === 'danger' && styles.danger,
        roomy && styles.roomy,
        sticky && styles.sticky,
        className,
      )}
    >
      {children}
    </Tag>
  );
}
