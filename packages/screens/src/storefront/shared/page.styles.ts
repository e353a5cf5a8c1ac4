import styled from 'styled-components';

/**
 * The page frames the storefront's screens share, so a change to the reading width or the
 * page title lands everywhere at once.
 */

/** A reading-width page (orders, an order, saved cards): one column of sections. */
export const NarrowPage = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 800px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[6]};
  padding-inline: ${({ theme }) => theme.space[4]};
`;

/** The title row of a page with its main action (cart, saved addresses); wraps on a phone. */
export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[6]};
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.xxl.size};
  line-height: ${({ theme }) => theme.typeScale.xxl.line};
  overflow-wrap: anywhere;
`;
