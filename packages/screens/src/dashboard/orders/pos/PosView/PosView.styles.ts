import styled from 'styled-components';

/** Two columns on a counter screen: search and products, then the ticket; one column when narrow. */
export const Layout = styled.div`
  container-type: inline-size;
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(20rem, 26rem);
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};

  @container (max-width: 52rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const ProductsColumn = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typeScale.lg.size};
  }
`;

/** The search stays in reach while the grid scrolls. */
export const SearchBar = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: 1;
  padding-block: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.background};
`;

/** The ticket follows the page on a tall counter screen and scrolls on its own. */
export const TicketColumn = styled.div`
  position: sticky;
  inset-block-start: 0;
  max-block-size: 100dvh;
  overflow-y: auto;

  @container (max-width: 52rem) {
    position: static;
    max-block-size: none;
  }
`;

export const GridHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const LoadingGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;
