import styled from 'styled-components';

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

export const Choices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
