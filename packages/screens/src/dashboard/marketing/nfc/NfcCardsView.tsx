import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError, NfcCard } from '@dukkan/core';
import { Badge, Button, Card, ListPage, QrCode, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import { Actions, Body, Details, Facts, Grid, Ltr } from './NfcCardsView.styles.ts';

export interface NfcCardsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  cards: readonly NfcCard[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** Owners and leads (`marketing:update`) add, retarget, edit and delete; anyone else reads. */
  canEdit: boolean;
  /** The URL the card's chip carries (the platform's redirect link for the card). */
  chipLink: (card: NfcCard) => string;
  onAdd: () => void;
  onEdit: (card: NfcCard) => void;
  /** "Change where it leads": the card's target and whether its page shows first. */
  onRetarget: (card: NfcCard) => void;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (card: NfcCard) => void;
  /** Copies the chip's link (the caller says it is copied). */
  onCopyLink: (link: string) => void;
}

/**
 * NFC cards (vendor spec §3 "NFC card", §7 Filters and NFC): each card's holder and employer,
 * its chip id, where a tap leads and whether the card's page shows first, and the link its chip
 * must carry, with a QR code of that link so the redirect can be tried from any phone camera.
 */
export function NfcCardsView(props: NfcCardsViewProps) {
  const { cards, status, canEdit, chipLink } = props;
  const intl = useIntl();
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.marketing.nfc.title" />}
      description={<FormattedMessage id="dashboard.marketing.nfc.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={
        canEdit ? (
          <Button onClick={props.onAdd}>
            <FormattedMessage id="dashboard.marketing.nfc.add" />
          </Button>
        ) : undefined
      }
      status={status}
      error={
        <FormattedMessage
          id={props.error?.kind === 'network' ? 'dashboard.marketing.nfc.error.network' : 'dashboard.marketing.nfc.error'}
        />
      }
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && cards.length === 0}
      empty={{
        title: <FormattedMessage id="dashboard.marketing.nfc.empty" />,
        message: <FormattedMessage id={canEdit ? 'dashboard.marketing.nfc.empty.message' : 'dashboard.marketing.nfc.empty.readOnly'} />,
      }}
    >
      <Grid aria-label={intl.formatMessage({ id: 'dashboard.marketing.nfc.listLabel' })}>
        {cards.map((card) => {
          const link = chipLink(card);
          return (
            <li key={card.id}>
              <Card title={<bdi>{card.name}</bdi>} titleLevel={2}>
                <Body>
                  <Details>
                    <Badge tone={card.showPage ? 'info' : 'neutral'}>
                      <FormattedMessage
                        id={card.showPage ? 'dashboard.marketing.nfc.showPage.on' : 'dashboard.marketing.nfc.showPage.off'}
                      />
                    </Badge>
                    <Facts>
                      <div>
                        <dt>
                          <FormattedMessage id="dashboard.marketing.nfc.employer" />
                        </dt>
                        <dd>
                          <bdi>{card.employerName || intl.formatMessage({ id: 'dashboard.marketing.nfc.noEmployer' })}</bdi>
                        </dd>
                      </div>
                      <div>
                        <dt>
                          <FormattedMessage id="dashboard.marketing.nfc.chip" />
                        </dt>
                        <dd>
                          <Ltr dir="ltr">{card.card}</Ltr>
                        </dd>
                      </div>
                      <div>
                        <dt>
                          <FormattedMessage id="dashboard.marketing.nfc.target" />
                        </dt>
                        <dd>
                          <Ltr dir="ltr">{card.targetUrl}</Ltr>
                        </dd>
                      </div>
                      <div>
                        <dt>
                          <FormattedMessage id="dashboard.marketing.nfc.chipLink" />
                        </dt>
                        <dd>
                          <Ltr dir="ltr">{link}</Ltr>
                        </dd>
                      </div>
                    </Facts>
                  </Details>
                  <QrCode value={link} size={112} label={intl.formatMessage({ id: 'dashboard.marketing.nfc.qr' }, { name: card.name })} />
                </Body>
                <Actions>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => props.onCopyLink(link)}
                    aria-label={intl.formatMessage({ id: 'dashboard.marketing.nfc.copyLink.label' }, { name: card.name })}
                  >
                    <FormattedMessage id="dashboard.marketing.nfc.copyLink" />
                  </Button>
                  {canEdit ? (
                    <>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => props.onRetarget(card)}
                        aria-label={intl.formatMessage({ id: 'dashboard.marketing.nfc.retarget.label' }, { name: card.name })}
                      >
                        <FormattedMessage id="dashboard.marketing.nfc.retarget" />
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => props.onEdit(card)}
                        aria-label={intl.formatMessage({ id: 'dashboard.marketing.nfc.edit.label' }, { name: card.name })}
                      >
                        <FormattedMessage id="dashboard.marketing.nfc.edit" />
                      </Button>
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => props.onDelete(card)}
                        aria-label={intl.formatMessage({ id: 'dashboard.marketing.nfc.delete.label' }, { name: card.name })}
                      >
                        <FormattedMessage id="dashboard.marketing.nfc.delete" />
                      </Button>
                    </>
                  ) : null}
                </Actions>
              </Card>
            </li>
          );
        })}
      </Grid>
    </ListPage>
  );
}
