import styled from 'styled-components';

/** A tab of the customer's page (profile, reminders): a column under a head with its actions. */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  max-inline-size: 880px;
`;

export const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
