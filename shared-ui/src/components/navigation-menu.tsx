// Drop-down navigation on Radix NavigationMenu: opens on hover after 200 ms, 300 ms skip window
// between items, closes 150 ms after the pointer leaves (Radix's own close delay), and is fully
// keyboard operable. Content is at least 220 px wide.
import * as RadixNavigationMenu from '@radix-ui/react-navigation-menu';
import type { ReactNode } from 'react';
import styles from './navigation-menu.module.css';

export const NAV_OPEN_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;
export const NAV_CLOSE_DELAY_MS = 150;

export function NavigationMenu({ label, children, dir }: { label: string; children: ReactNode; dir?: 'ltr' | 'rtl' }) {
  return (
    <RadixNavigationMenu.Root className={styles.root} aria-label={label} delayDuration={NAV_OPEN_DELAY_MS} skipDelayDuration={NAV_SKIP_DELAY_MS} dir={dir}>
      <RadixNavigationMenu.List className={styles.list}>{children}</RadixNavigationMenu.List>
      <div className={styles.viewportPosition}>
        <RadixNavigationMenu.Viewport className={styles.viewport} />
      </div>
    </RadixNavigationMenu.Root>
  );
}

/** A top-level entry that is a plain link (render a router link inside). */
export function NavigationMenuLink({ children, active }: { children: ReactNode; active?: boolean }) {
  return (
    <RadixNavigationMenu.Item className={styles.item}>
      <RadixNavigationMenu.Link asChild active={active} className={styles.link}>
        {children}
      </RadixNavigationMenu.Link>
    </RadixNavigationMenu.Item>
  );
}

/** A top-level entry that opens a panel of links. */
export function NavigationMenuDropdown({ trigger, children }: { trigger: ReactNode; children: ReactNode }) {
  return (
    <RadixNavigationMenu.Item className={styles.item}>
      <RadixNavigationMenu.Trigger className={styles.trigger}>
        {trigger}{' '}
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </RadixNavigationMenu.Trigger>
      <RadixNavigationMenu.Content className={styles.content}>
        <ul className={styles.panel}>{children}</ul>
      </RadixNavigationMenu.Content>
    </RadixNavigationMenu.Item>
  );
}

/** A link inside a drop-down panel (render a router link inside). */
export function NavigationMenuPanelLink({ children }: { children: ReactNode }) {
  return (
    <li>
      <RadixNavigationMenu.Link asChild className={styles.panelLink}>
        {children}
      </RadixNavigationMenu.Link>
    </li>
  );
}
