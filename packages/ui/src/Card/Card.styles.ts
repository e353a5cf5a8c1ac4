import styled from 'styled-components';
import { Link } from '../Link/index.ts';

export const CardSurface = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.elevation[1]};
  transition: box-shadow ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &[data-interactive='true']:hover {
    box-shadow: ${({ theme }) => theme.elevation[2]};
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

export const CardHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[4]} 0;
  padding-inline: ${({ theme }) => theme.space[4]};
`;

export const CardTitle = styled.h2`
  flex: 1;
  min-inline-size: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.md.size};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const CardActions = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space[2]};
`;

export const CardBody = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space[4]};
  overflow-wrap: anywhere;
`;

export const CardFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

/**
 * The stretched link: the title's link covers the whole card with ::after, so the card is
 * one link with one name and nothing interactive is nested inside it.
 */
export const StretchedLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;
