import styled from 'styled-components';
import { Link } from '@dukkan/ui';

/**
 * Every card has the same height, so the windowed category grid can place rows without
 * measuring them (the category page's `CategoryPageGrid`). Names are clamped to two lines
 * and badges sit on the image, so nothing grows past it in either language; the category
 * page's stories check that every card fits.
 */
export const PRODUCT_CARD_BLOCK_SIZE = 316;

/**
 * One styled root for the whole card, its parts plain elements marked `data-part`: a card
 * mounts dozens of times a second while the windowed grid scrolls, and every themed styled
 * component costs its own style evaluation on each mount (CONVENTIONS §8).
 */
export const CardBox = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  block-size: ${PRODUCT_CARD_BLOCK_SIZE}px;
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation[1]};
  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
  }

  [data-part='image'] {
    position: relative;
    flex: none;
    block-size: 104px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    overflow: hidden;
  }
  [data-part='image'] img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
  [data-part='badge-start'],
  [data-part='badge-end'] {
    position: absolute;
    max-inline-size: calc(100% - 8px);
  }
  [data-part='badge-start'] {
    inset-block-start: ${({ theme }) => theme.space[1]};
    inset-inline-start: ${({ theme }) => theme.space[1]};
  }
  [data-part='badge-end'] {
    inset-block-end: ${({ theme }) => theme.space[1]};
    inset-inline-end: ${({ theme }) => theme.space[1]};
  }

  /* The name: two lines at most; its link covers the card, so the whole card opens the product. */
  [data-part='title'] {
    flex: none;
    margin: 0;
    min-block-size: 40px;
    font-size: ${({ theme }) => theme.typeScale.sm.size};
    line-height: ${({ theme }) => theme.typeScale.sm.line};
    font-weight: 600;
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  :lang(ar) & [data-part='title'] {
    min-block-size: 48px;
    line-height: ${({ theme }) => theme.typeScale.sm.arLine};
  }
  [data-part='title'] a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  [data-part='title'] a:hover {
    text-decoration: underline;
  }
  [data-part='title'] a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  /* The ring goes round the card: the clamped title would clip it. */
  [data-part='title'] a:focus-visible {
    outline: none;
  }
  [data-part='title'] a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  [data-part='price'] {
    flex: none;
    line-height: ${({ theme }) => theme.typeScale.md.line};
  }

  /* Above the stretched link, so its buttons stay clickable. */
  [data-part='actions'] {
    position: relative;
    z-index: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    min-block-size: 44px;
    margin-block-start: auto;
  }
`;

export const OptionsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 100%;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
