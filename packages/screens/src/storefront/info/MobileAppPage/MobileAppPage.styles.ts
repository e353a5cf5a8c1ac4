import styled from 'styled-components';
import { PlainList } from '../shared/info.styles.ts';

/** The store links, large enough to hit with a thumb. */
export const StoreLinks = styled(PlainList)`
  & a {
    min-block-size: 44px;
    font-weight: 600;
  }
`;
