import styled from 'styled-components';

export const LineList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

export const LineItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[4]};
  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  &[data-unavailable] {
    padding-inline-start: ${({ theme }) => theme.space[3]};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  }
`;

/** Picture, name and price side by side; the price wraps under the name on a narrow phone. */
export const LineHead = styled.div`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Picture = styled.img`
  inline-size: 64px;
  block-size: 64px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

export const PicturePlaceholder = styled.span`
  display: block;
  inline-size: 64px;
  block-size: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.md.size};
  line-height: ${({ theme }) => theme.typeScale.md.line};
  font-weight: 600;
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
`;

export const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Price = styled.div`
  text-align: end;
  font-weight: 600;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-inline-start: calc(64px + ${({ theme }) => theme.space[3]});
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding-inline-start: 0;
  }
`;

export const SetList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: calc(64px + ${({ theme }) => theme.space[3]});
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    margin-inline-start: 0;
  }
`;

export const SetItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

export const SetChoices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  overflow-wrap: anywhere;
`;

export const SetControls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
