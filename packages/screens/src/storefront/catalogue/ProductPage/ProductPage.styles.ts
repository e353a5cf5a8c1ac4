import styled from 'styled-components';

export const Page = styled.main`
  max-inline-size: 1100px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
  padding-inline: ${({ theme }) => theme.space[4]};
`;

export const Crumbs = styled.nav`
  margin-block-end: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  li + li::before {
    content: '/' / '';
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-block-size: 24px;
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`;

export const Figure = styled.div`
  position: relative;
  margin: 0;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;

export const FigureBadge = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[3]};
  inset-inline-start: ${({ theme }) => theme.space[3]};
`;

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;

export const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.xl.size};
  line-height: ${({ theme }) => theme.typeScale.xl.line};
  overflow-wrap: anywhere;
  :lang(ar) & {
    line-height: ${({ theme }) => theme.typeScale.xl.arLine};
  }
`;

export const Notes = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-tone='success'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FieldName = styled.span`
  font-weight: 600;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const QuantityRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Kilos = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const OptionLabel = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[2]};
`;

export const Total = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-block-start: ${({ theme }) => theme.space[3]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  font-weight: 600;
`;

export const Status = styled.div`
  min-block-size: ${({ theme }) => theme.typeScale.md.line};
`;

export const AddedLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;
