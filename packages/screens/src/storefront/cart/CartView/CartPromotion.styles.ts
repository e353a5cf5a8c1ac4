import styled from 'styled-components';

export const AppliedPromo = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  & > span:first-child {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
`;

export const PromoCode = styled.bdi`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 600;
  letter-spacing: 0.04em;
`;
