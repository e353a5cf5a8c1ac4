import { FormattedMessage } from 'react-intl';
import { Skeleton } from '../Skeleton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/visuallyHidden.ts';
import { LoadingCard, LoadingField, Sections } from './FormPage.styles.ts';

/** Two placeholder cards of fields while the record loads; the region is busy and says "Loading…". */
export function FormPageLoading() {
  return (
    <Sections aria-busy="true">
      <VisuallyHidden role="status">
        <FormattedMessage id="common.loading" />
      </VisuallyHidden>
      {[3, 2].map((fields, card) => (
        <LoadingCard key={card} aria-hidden="true">
          <Skeleton inlineSize="40%" blockSize="20px" />
          {Array.from({ length: fields }, (_, field) => (
            <LoadingField key={field}>
              <Skeleton inlineSize="25%" blockSize="14px" />
              <Skeleton blockSize="44px" radius="md" />
            </LoadingField>
          ))}
        </LoadingCard>
      ))}
    </Sections>
  );
}
