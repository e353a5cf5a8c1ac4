import styled from 'styled-components';

export { Head, Section } from '../../shared/section.styles';

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Values = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin: 0;

  dt {
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: 480px) {
    grid-template-columns: 1fr auto;

    dt {
      grid-column: 1 / -1;
    }
  }
`;
