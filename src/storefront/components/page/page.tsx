import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './page.module.css';

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

interface PageProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
}

/** The frame of a storefront page; `className` adds the page's own layout (a grid, its gaps). */
export function Page({ children, className, ...rest }: PageProps) {
  return (
    <div {...rest} className={classes('container', styles.page, className)}>
      {children}
    </div>
  );
}

interface PageTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  children: ReactNode;
  size?: 'large' | 'medium';
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
