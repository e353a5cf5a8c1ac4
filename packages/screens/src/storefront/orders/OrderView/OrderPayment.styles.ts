import styled from 'styled-components';

export const PayRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The shop's payment requests: what is asked, then its link. */
export const Requests = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  margin-block-start: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
