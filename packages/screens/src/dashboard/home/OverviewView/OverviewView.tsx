import { FormattedMessage } from 'react-intl';
import { Badge, Card, ErrorState, Page } from '@dukkan/ui';
import { Roles, Shortcuts } from './OverviewView.styles.ts';

export interface OverviewShortcut {
  id: string;
  /** Translated by the app from the area's message ids. */
  label: string;
  description: string;
  href: string;
}

export interface OverviewViewProps {
  userName: string;
  /** The shop being worked on; undefined while it loads. */
  shopName?: string;
  shopError?: unknown;
  onRetryShop?: () => void;
  roleLabels: string[];
  /** Only the areas the person's role opens (decision 0040). */
  shortcuts: OverviewShortcut[];
}

/** The dashboard's first page: who is signed in, for which shop, and where their work is. */
export function OverviewView({ userName, shopName, shopError, onRetryShop, roleLabels, shortcuts }: OverviewViewProps) {
  return (
    <Page
      title={<FormattedMessage id="dashboard.overview.welcome" values={{ name: userName }} />}
      description={shopName ? <FormattedMessage id="dashboard.overview.shop" values={{ shop: shopName }} /> : undefined}
    >
      {shopError ? <ErrorState title={<FormattedMessage id="dashboard.overview.shopError" />} onRetry={onRetryShop} /> : null}
      <section aria-labelledby="overview-roles">
        <h2 id="overview-roles">
          <FormattedMessage id="dashboard.overview.roles" />
        </h2>
        <Roles>
          {roleLabels.map((role) => (
            <li key={role}>
              <Badge tone="info">{role}</Badge>
            </li>
          ))}
        </Roles>
      </section>
      <section aria-labelledby="overview-work">
        <h2 id="overview-work">
          <FormattedMessage id="dashboard.overview.work" />
        </h2>
        <Shortcuts>
          {shortcuts.map((shortcut) => (
            <li key={shortcut.id}>
              <Card title={shortcut.label} titleLevel={3} href={shortcut.href}>
                {shortcut.description}
              </Card>
            </li>
          ))}
        </Shortcuts>
      </section>
    </Page>
  );
}
