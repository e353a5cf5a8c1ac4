import styled from 'styled-components';

export const Explanation = styled.div`
  max-inline-size: 60ch;
  p {
    margin-block: 0 ${({ theme }) => theme.space[3]};
    overflow-wrap: anywhere;
  }
`;
