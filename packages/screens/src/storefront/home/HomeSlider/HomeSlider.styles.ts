import styled from 'styled-components';

/**
 * Sizes follow the slider's own width (a container query), not the window's, so the dashboard's
 * preview shows the phone and the desktop layouts side by side at their real widths.
 */
export const Frame = styled.section`
  container-type: inline-size;
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

export const Track = styled.div`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  scroll-behavior: smooth;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
  /* A preview is moved by the editor's own buttons, not scrolled. */
  &[data-preview='true'] {
    overflow-x: hidden;
  }
`;

export const SlideItem = styled.div`
  position: relative;
  flex: 0 0 100%;
  scroll-snap-align: start;
  aspect-ratio: 4 / 3;
  display: flex;
  align-items: flex-end;
  @container (min-width: 640px) {
    aspect-ratio: 16 / 6;
  }
`;

export const Media = styled.img`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(to top, rgb(0 0 0 / 72%), rgb(0 0 0 / 20%) 60%, transparent);
`;

/** Without the overlay the text keeps its own backing, so it stays readable on any picture. */
export const Text = styled.div<{ $overlay: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-inline-size: 36em;
  margin: ${({ theme }) => theme.space[4]};
  margin-block-end: ${({ theme }) => theme.space[12]};
  padding: ${({ $overlay, theme }) => ($overlay ? '0' : `${theme.space[2]} ${theme.space[3]}`)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $overlay }) => ($overlay ? 'transparent' : 'rgb(0 0 0 / 62%)')};
  color: #ffffff;
  overflow-wrap: anywhere;
  @container (min-width: 640px) {
    margin: ${({ theme }) => theme.space[8]};
    margin-block-end: ${({ theme }) => theme.space[16]};
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.xl.size};
  line-height: 1.25;
  @container (min-width: 640px) {
    font-size: ${({ theme }) => theme.typeScale.xxl.size};
  }
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.md.size};
`;

export const Controls = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-end: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  @container (min-width: 640px) {
    padding-inline: ${({ theme }) => theme.space[8]};
  }
`;

export const Cta = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 2px;
  }
`;

export const Dots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-inline-start: auto;
`;

export const RoundButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-inline-size: 32px;
  min-block-size: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgb(255 255 255 / 88%);
  color: #111418;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
