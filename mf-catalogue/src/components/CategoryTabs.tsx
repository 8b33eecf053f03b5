import { useMediaQuery, useTheme } from '@mui/material';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import type { Category } from 'shared-api/contracts/catalogue';

const ALL = 'all';

interface CategoryTabsProps {
  categories: Category[];
  /** The selected category's slug, or undefined for all services. */
  selected: string | undefined;
  onSelect: (slug: string | undefined) => void;
}

/**
 * 'All services' and one tab per category, each with its service count (spec 2). The row scrolls
 * sideways when it does not fit: by swiping on a phone, with buttons from 600 px, and by the arrow
 * keys. A phone does no scroll-button work at all (the buttons' observers, a render once alive, their
 * styles), which would also push the row aside: the server's page, drawn for no width, has none, and
 * the browser adds them once alive on a wider screen.
 */
export function CategoryTabs({ categories, selected, onSelect }: CategoryTabsProps) {
  const { t } = useTranslation('services');
  const total = categories.reduce((sum, category) => sum + category.services, 0);
  const value = selected && categories.some((category) => category.slug === selected) ? selected : ALL;
  const withScrollButtons = useMediaQuery(useTheme().breakpoints.up('sm'));
  return (
    <Tabs
      value={value}
      onChange={(_event, next: string) => onSelect(next === ALL ? undefined : next)}
      variant="scrollable"
      scrollButtons={withScrollButtons ? 'auto' : false}
      aria-label={t('catalogue.categoryTabs')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      <Tab value={ALL} label={`${t('catalogue.allServices')} (${total})`} />
      {categories.map((category) => (
        <Tab key={category.slug} value={category.slug} label={`${category.name} (${category.services})`} />
      ))}
    </Tabs>
  );
}
