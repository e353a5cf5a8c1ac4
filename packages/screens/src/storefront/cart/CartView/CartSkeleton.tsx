import { FormattedMessage, useIntl } from 'react-intl';
import { Skeleton } from '@dukkan/ui';
import { Column, Layout, Page, PageHeader, PageTitle, Panel } from './CartView.styles.ts';
import { LineHead, LineItem, LineList } from './CartLine.styles.ts';

/** The cart while its stored state is read: the page's shape, marked busy. */
export function CartSkeleton() {
  const intl = useIntl();
  return (
    <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <PageHeader>
        <PageTitle>
          <FormattedMessage id="storefront.cart.title" />
        </PageTitle>
      </PageHeader>
      <Layout>
        <Column>
          <Panel as="div">
            <LineList>
              {Array.from({ length: 3 }, (_, i) => (
                <LineItem key={i}>
                  <LineHead>
                    <Skeleton inlineSize="64px" blockSize="64px" radius="md" />
                    <Skeleton inlineSize="70%" blockSize="20px" />
                    <Skeleton inlineSize="64px" blockSize="20px" />
                  </LineHead>
                </LineItem>
              ))}
            </LineList>
          </Panel>
          <Panel as="div">
            <Skeleton inlineSize="40%" blockSize="24px" />
            <Skeleton blockSize="44px" radius="md" />
            <Skeleton blockSize="88px" radius="md" />
          </Panel>
        </Column>
        <Panel as="div">
          <Skeleton inlineSize="50%" blockSize="24px" />
          <Skeleton blockSize="20px" />
          <Skeleton blockSize="20px" />
          <Skeleton blockSize="48px" radius="md" />
        </Panel>
      </Layout>
    </Page>
  );
}
