import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { I18nextProvider } from 'react-i18next';
import { i18n } from 'shared-i18n';
import { AppTheme } from './theme/AppTheme';

/** The providers every app runs under: the store, the one i18n instance and the theme. */
export function AppProviders({ store, children }: { store: Store; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppTheme>{children}</AppTheme>
      </I18nextProvider>
    </Provider>
  );
}
