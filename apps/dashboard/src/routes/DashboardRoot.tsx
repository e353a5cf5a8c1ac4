import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouterLink } from '@dukkan/shell';
import { LinkProvider } from '@dukkan/ui';

export function DashboardRoot() {
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'dashboard.layout.title' });
  }, [intl]);
  return (
    <LinkProvider value={RouterLink}>
      <Outlet />
      <ScrollRestoration />
    </LinkProvider>
  );
}
