import { FormattedMessage, useIntl } from 'react-intl';
import { localised } from '@dukkan/core';
import { Button, Card, ListPage, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import type { ReviewTemplateItem } from '../types.ts';
import { Actions, Grid, Questions } from './ReviewTemplatesView.styles.ts';

export interface ReviewTemplatesViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET /vendor/reviews/get-templates. */
  templates: readonly ReviewTemplateItem[];
  status: ListPageStatus;
  onRetry: () => void;
  /** Owners and leads (`marketing:update`) add and delete; anyone else reads. */
  canEdit: boolean;
  onAdd: () => void;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (template: ReviewTemplateItem) => void;
}

/**
 * Question templates (vendor spec §3 "Review template": title, templateQuestions): the sets of
 * questions a review request asks. Deleting one takes its questions off the reviews that ask them.
 */
export function ReviewTemplatesView(props: ReviewTemplatesViewProps) {
  const { templates, status, canEdit } = props;
  const intl = useIntl();
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.reviews.templates.title" />}
      description={<FormattedMessage id="dashboard.reviews.templates.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={
        canEdit ? (
          <Button onClick={props.onAdd}>
            <FormattedMessage id="dashboard.reviews.templates.add" />
          </Button>
        ) : undefined
      }
      status={status}
      error={<FormattedMessage id="dashboard.reviews.templates.failed" />}
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && templates.length === 0}
      empty={{
        title: <FormattedMessage id="dashboard.reviews.templates.empty" />,
        message: <FormattedMessage id={canEdit ? 'dashboard.reviews.templates.empty.message' : 'dashboard.reviews.empty.readOnly'} />,
      }}
    >
      <Grid aria-label={intl.formatMessage({ id: 'dashboard.reviews.templates.listLabel' })}>
        {templates.map((template) => (
          <li key={template.id}>
            <Card title={<bdi>{template.title}</bdi>} titleLevel={2}>
              <Questions>
                {template.questions.map((q) => (
                  <li key={q.id}>
                    <bdi>{localised(q, 'text', intl.locale)}</bdi>
                  </li>
                ))}
              </Questions>
              {canEdit ? (
                <Actions>
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => props.onDelete(template)}
                    aria-label={intl.formatMessage({ id: 'dashboard.reviews.templates.delete.label' }, { title: template.title })}
                  >
                    <FormattedMessage id="dashboard.reviews.delete" />
                  </Button>
                </Actions>
              ) : null}
            </Card>
          </li>
        ))}
      </Grid>
    </ListPage>
  );
}
