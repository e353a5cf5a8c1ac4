import { FormattedList, FormattedMessage } from 'react-intl';
import { Link, Page } from '@dukkan/ui';
import { Explanation } from './ForbiddenView.styles.ts';

export interface ForbiddenViewProps {
  /** The page that was asked for, already translated (e.g. "Settings"). */
  areaLabel: string;
  /** The person's roles, translated; empty for an account with none. */
  roleLabels: string[];
  /** Who may open it, translated. */
  allowedRoleLabels: string[];
  homeHref: string;
}

/**
 * A page the signed-in person's role does not open (decision 0040): it says which page, why, and
 * who can change it, instead of a blank screen or a silent redirect.
 */
export function ForbiddenView({ areaLabel, roleLabels, allowedRoleLabels, homeHref }: ForbiddenViewProps) {
  return (
    <Page title={<FormattedMessage id="dashboard.forbidden.title" />}>
      <Explanation>
        <p>
          <FormattedMessage id="dashboard.forbidden.area" values={{ area: areaLabel }} />
        </p>
        <p>
          {roleLabels.length > 0 ? (
            <FormattedMessage
              id="dashboard.forbidden.yourRoles"
              values={{ roles: <FormattedList type="conjunction" value={roleLabels} /> }}
            />
          ) : (
            <FormattedMessage id="dashboard.forbidden.noRole" />
          )}
        </p>
        <p>
          <FormattedMessage
            id="dashboard.forbidden.allowed"
            values={{ roles: <FormattedList type="disjunction" value={allowedRoleLabels} /> }}
          />
        </p>
        <p>
          <FormattedMessage id="dashboard.forbidden.askOwner" />
        </p>
        <p>
          <Link href={homeHref}>
            <FormattedMessage id="dashboard.forbidden.home" />
          </Link>
        </p>
      </Explanation>
    </Page>
  );
}
