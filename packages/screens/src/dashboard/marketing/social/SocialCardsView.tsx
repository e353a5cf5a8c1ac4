import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError, type SocialCard } from '@dukkan/core';
import { Button, Card, ListPage, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import { SocialCardPreviews } from './SocialCardPreviews.tsx';
import { MAX_SOCIAL_CARDS } from './socialLimits.ts';
import { CardActions, Grid, Limit } from './SocialCards.styles.ts';

export interface SocialCardsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  cards: readonly SocialCard[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** `marketing:update`: add and edit; anyone else sees the cards. */
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (card: SocialCard) => void;
}

/**
 * Social cards (vendor spec §3 "Social card", §7 Social cards): the title, description and
 * picture a link to the shop shows when it is shared, each card drawn as X shows it. A shop
 * keeps up to ten; the eleventh cannot be added, and the page says so.
 */
export function SocialCardsView(props: SocialCardsViewProps) {
  const { cards, status, canEdit } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const full = cards.length >= MAX_SOCIAL_CARDS;
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.marketing.social.title" />}
      description={<FormattedMessage id="dashboard.marketing.social.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={
        canEdit ? (
          <Button onClick={props.onAdd} disabled={full} aria-describedby={full ? 'social-cards-full' : undefined}>
            <FormattedMessage id="dashboard.marketing.social.add" />
          </Button>
        ) : undefined
      }
      status={status}
      error={
        <FormattedMessage
          id={props.error?.kind === 'network' ? 'dashboard.marketing.social.error.network' : 'dashboard.marketing.social.error'}
        />
      }
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && cards.length === 0}
      empty={{
        title: <FormattedMessage id="dashboard.marketing.social.empty" />,
        message: (
          <FormattedMessage id={canEdit ? 'dashboard.marketing.social.empty.message' : 'dashboard.marketing.social.empty.readOnly'} />
        ),
      }}
    >
      <Limit id="social-cards-full">
        <FormattedMessage
          id={full ? 'dashboard.marketing.social.full' : 'dashboard.marketing.social.count'}
          values={{
            n: <bdi dir="ltr">{formatNumber(cards.length, locale)}</bdi>,
            max: <bdi dir="ltr">{formatNumber(MAX_SOCIAL_CARDS, locale)}</bdi>,
          }}
        />
      </Limit>
      <Grid aria-label={intl.formatMessage({ id: 'dashboard.marketing.social.listLabel' })}>
        {cards.map((card) => (
          <li key={card.id}>
            <Card title={<bdi>{card.title}</bdi>} titleLevel={2}>
              <SocialCardPreviews
                platforms={['x']}
                title={card.title}
                description={card.description}
                image={card.image}
                twitterCard={card.twitterCard}
                twitterSite={card.twitterSite}
              />
              {canEdit ? (
                <CardActions>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => props.onEdit(card)}
                    aria-label={intl.formatMessage({ id: 'dashboard.marketing.social.edit.label' }, { title: card.title })}
                  >
                    <FormattedMessage id="dashboard.marketing.social.edit" />
                  </Button>
                </CardActions>
              ) : null}
            </Card>
          </li>
        ))}
      </Grid>
    </ListPage>
  );
}
