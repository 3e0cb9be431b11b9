import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { appLoadedAtom } from '../state/atoms';
import { keepTokenFromSearch } from '../lib/credentials';
import { Loading } from '../ui/loading';

/**
 * The root of the route table. Before a navigation's screen renders, a `jwt` query parameter
 * becomes the session token (docs/PRODUCT.md, "Screens and routes"); the routed view renders only once the app is loaded
 * (docs/PRODUCT.md, "App start").
 */
export function RootRoute() {
  const { search } = useLocation();
  useMemo(() => keepTokenFromSearch(search), [search]);
  const loaded = useAtomValue(appLoadedAtom);
  const { t } = useTranslation();
  return loaded ? <Outlet /> : <Loading label={t('app.loading')} />;
}
