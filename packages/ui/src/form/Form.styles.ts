import styled from 'styled-components';

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  max-inline-size: 720px;
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/* The error summary: a strong start border in the danger colour, text in the text colour. */
export const SummaryBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-inline-start-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const SummaryTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
  line-height: ${({ theme }) => theme.typeScale.lg.line};
`;

export const SummaryText = styled.p`
  margin: 0;
`;

export const SummaryList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

/* At least 24 px tall: the WCAG 2.2 target size for a list of links. */
export const SummaryLink = styled.a`
  display: inline-block;
  min-block-size: 24px;
  padding-block: 2px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
`;
