import styled from 'styled-components';

export const Page = styled.main`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[6]};
  padding-inline: ${({ theme }) => theme.space[4]};
`;

export const Hero = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  margin-block-end: ${({ theme }) => theme.space[8]};
`;

export const ShopName = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.xxl.size};
  line-height: ${({ theme }) => theme.typeScale.xxl.line};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const Headline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SectionTitle = styled.h2`
  margin-block: 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.typeScale.xl.size};
`;

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 160px), 1fr));
`;

export const CategoryCard = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation[1]};
  &:focus-within {
    box-shadow: ${({ theme }) => theme.elevation[3]};
  }

  /* The whole card is clickable through the link's stretched hit area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
`;

export const CategoryImage = styled.img`
  inline-size: 100%;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

export const SubCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space[8]};
`;

export const ProductGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
`;

/** The header slider sits between the shop's name and its categories. */
export const SliderSpace = styled.div`
  margin-block: -${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
`;

/** The slider's room while its code arrives: the same box, so nothing moves when it lands. */
export const SliderPending = styled.div`
  container-type: inline-size;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  aspect-ratio: 4 / 3;
  @container (min-width: 640px) {
    aspect-ratio: 16 / 6;
  }
`;
