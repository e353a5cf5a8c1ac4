import styled from 'styled-components';

/** A framed section of the customer's page (labels, attributes) with its head. */
export const Section = styled.section`
  display: flex;
  margin-block-start: ${({ theme }) => theme.space[4]};
  max-inline-size: 880px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typeScale.md.size};
    line-height: ${({ theme }) => theme.typeScale.md.line};
  }
`;
