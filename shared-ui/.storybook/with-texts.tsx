import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** Args without the ones left empty in the controls panel. */
function given<P extends object>(args: Partial<P>): Partial<P> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')) as Partial<P>;
}

/**
 * A story render that fills a component's texts with the site's own, in the toolbar's language;
 * a text typed into a control replaces the site's one (try a long word in Lithuanian).
 */
export function withTexts<P extends object>(Component: ComponentType<P>, texts: (t: TFunction, language: string) => Partial<P>) {
  return function Rendered(args: Partial<P>) {
    const { t, i18n } = useTranslation();
    return <Component {...({ ...texts(t, i18n.language), ...given(args) } as P)} />;
  };
}
