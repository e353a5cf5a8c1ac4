import styled from 'styled-components';

/**
 * The blocks every information page is built from (decision 0037): a reading column of
 * sections with a heading each, the shop's own text as paragraphs, and short lists of facts.
 * Logical properties only, so the same styles read right to left.
 */

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
  line-height: ${({ theme }) => theme.typeScale.lg.line};
  overflow-wrap: anywhere;
`;

/** The shop's own words or a default text: one paragraph per blank-line-separated block. */
export const Prose = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typeScale.md.size};
  line-height: 1.7;
  overflow-wrap: anywhere;

  & p {
    margin: 0;
    white-space: pre-line;
  }
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.lg.size};
  line-height: ${({ theme }) => theme.typeScale.lg.line};
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list of links or facts without bullets, one a line, wrapping on a phone. */
export const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Numbered steps. */
export const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[6]};
  line-height: 1.6;
`;

/** A banner picture of the shop, never taller than a third of its width. */
export const ShopPicture = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

export const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;
