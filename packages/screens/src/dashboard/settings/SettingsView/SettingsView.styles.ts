import styled from 'styled-components';

export const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[5]};
`;

/** A group of cards under its h2 ("Availability", "Orders", "Contact and notifications"). */
export const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  & + & {
    margin-block-start: ${({ theme }) => theme.space[8]};
  }
`;

export const GroupTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
  line-height: ${({ theme }) => theme.typeScale.lg.line};
  &:lang(ar) {
    line-height: ${({ theme }) => theme.typeScale.lg.arLine};
  }
`;

/** Cards side by side where there is room; a card marked `data-wide` takes the whole row. */
export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
  & > [data-wide] {
    grid-column: 1 / -1;
  }
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation[1]};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const CardTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.md.size};
  line-height: ${({ theme }) => theme.typeScale.md.line};
  overflow-wrap: anywhere;
  &:lang(ar) {
    line-height: ${({ theme }) => theme.typeScale.md.arLine};
  }
`;

export const CardDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  overflow-wrap: anywhere;
`;

export const CardFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[4]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

/** The polite live region of a card's save; empty (and out of the flow) until there is news. */
export const SavedNote = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  margin-inline-end: auto;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  &:empty {
    position: absolute;
  }
`;

/** A short line under a field: what a choice means ("Closes the next day"). */
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

/** The week: one row per day, the day's choice and its times side by side where there is room. */
export const Week = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0;
  min-inline-size: 0;
`;

export const DayRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 14rem) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[3]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  &:first-child {
    padding-block-start: 0;
  }
  &:last-child {
    border-block-end: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const DayTimes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
  & > * {
    flex: 1 1 7rem;
    min-inline-size: 0;
  }
`;

/** The time fields' place when the day has none: what the choice means, aligned with the fields. */
export const DayNote = styled.p`
  margin: 0;
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  & > * {
    flex: 1 1 12rem;
    min-inline-size: 0;
  }
`;
