import { memo } from 'react';
import type { NavItem } from '../../api/navigation';
import type { SubmenuLayout } from './accordion-submenu';
import { CardSubmenu } from './submenu-card';
import { GridSubmenu } from './submenu-grid';
import { ListSubmenu } from './submenu-list';

/**
 * The submenu of a nav item in the style its navType names (1 card, 2 grid, 3 list). Memoised: its panel is most of
 * the header, and the header re-renders (the app taking over its Tab stops, a key, a hover) without changing it.
 */
export const Submenu = memo(function Submenu({ item, layout }: { item: NavItem; layout: SubmenuLayout }) {
  switch (item.navType) {
    case 1:
      return <CardSubmenu entries={item.data} layout={layout} />;
    case 2:
      return <GridSubmenu entries={item.data} layout={layout} />;
    case 3:
      return <ListSubmenu columns={item.data} layout={layout} />;
    case 0:
      return null;
  }
});
