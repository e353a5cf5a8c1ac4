import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, type BadgeTone } from '../Badge/index.ts';
import { StateSurface } from '../ListPage/ListPage.styles.ts';
import { Page, type PageBreadcrumb } from '../Page/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { ErrorState } from '../State/index.ts';
import { Tabs } from '../Tabs/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/visuallyHidden.ts';
import { LoadingBody, LoadingTabs, Meta } from './DetailPage.styles.ts';

export interface DetailPageTab {
  /** Unique; the value the app keeps in the URL (`?tab=items`). */
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface DetailPageBadge {
  /** The record's state in words ("Preparing"); the tone only reinforces it. */
  label: ReactNode;
  tone?: BadgeTone;
}

export interface DetailPageProps {
  /** The record's name or number: the page's h1. */
  title: ReactNode;
  /** One line under the title: when it was placed, who it is for. */
  subtitle?: ReactNode;
  /** The record's state, as a badge before the subtitle. */
  badge?: DetailPageBadge;
  /** Buttons at the end of the title row, in order (the primary one last). */
  actions?: ReactNode;
  breadcrumbs?: readonly PageBreadcrumb[];
  tabs: readonly DetailPageTab[];
  /** The tab shown, from the caller (the URL), and its change: the tabs are controlled. */
  selectedTab: string;
  onTabChange: (id: string) => void;
  /** Names the tab list; "Sections" by default. */
  tabsLabel?: string;
  /** Loading: a skeleton title and tabs; error: an ErrorState with a retry instead of the tabs. */
  status?: 'loading' | 'error' | 'ready';
  error?: ReactNode;
  onRetry?: () => void;
}

/**
 * The detail page of the dashboard: breadcrumbs, the record's title with its status and
 * actions, and its parts in tabs whose selection lives with the caller, so a tab has a URL
 * and survives a reload. Arrow keys move between tabs in reading order (react-aria).
 */
export function DetailPage(props: DetailPageProps) {
  const { title, subtitle, badge, actions, breadcrumbs, tabs, selectedTab, onTabChange, tabsLabel, status = 'ready' } = props;
  const intl = useIntl();
  const loading = status === 'loading';
  const meta =
    badge || subtitle ? (
      <Meta>
        {badge ? (
          <Badge tone={badge.tone}>
            {/* "Status:" for screen readers, so the badge is not read as a bare word after the title. */}
            <VisuallyHidden>
              <FormattedMessage id="ui.detailPage.status" />
            </VisuallyHidden>
            {badge.label}
          </Badge>
        ) : null}
        {subtitle ? <span>{subtitle}</span> : null}
      </Meta>
    ) : undefined;

  let content: ReactNode;
  if (loading)
    content = (
      <div aria-hidden="true">
        <LoadingTabs>
          {tabs.map((tab) => (
            <Skeleton key={tab.id} inlineSize="72px" blockSize="16px" />
          ))}
        </LoadingTabs>
        <LoadingBody>
          <Skeleton inlineSize="60%" blockSize="16px" />
          <Skeleton inlineSize="85%" blockSize="16px" />
          <Skeleton inlineSize="45%" blockSize="16px" />
        </LoadingBody>
      </div>
    );
  else if (status === 'error')
    content = (
      <StateSurface>
        <ErrorState title={<FormattedMessage id="ui.detailPage.errorTitle" />} description={props.error} onRetry={props.onRetry} />
      </StateSurface>
    );
  else
    content = (
      <Tabs
        label={tabsLabel ?? intl.formatMessage({ id: 'ui.detailPage.tabs' })}
        items={tabs}
        selectedKey={selectedTab}
        onSelectionChange={onTabChange}
      />
    );

  return (
    <Page title={title} description={meta} breadcrumbs={breadcrumbs} primaryAction={actions} loading={loading}>
      {content}
    </Page>
  );
}
