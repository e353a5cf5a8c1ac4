import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Page = styled.main`
  max-inline-size: 1200px;
  min-block-size: 60vh;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[6]};
  padding-inline: ${({ theme }) => theme.space[4]};
`;

/**
 * The main area of a page whose own code or data has not arrived yet, when nothing is known of
 * what it will show: the prerendered shell and the router's first-load fallback on any page
 * but the home page (docs/decisions/0099). It is the page's landmark (`id="main"`, the skip
 * link's target), busy and named "Loading", and tall enough that the footer does not jump up
 * under the header and back down when the page arrives. It draws nothing: a guess at the
 * page's shape (the home page's skeletons on the cart, say) would be wrong more often than right.
 */
export function PageLoading() {
  const intl = useIntl();
  return <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })} />;
}
