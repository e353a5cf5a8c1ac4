import styled from 'styled-components';

export { Panel, PanelHead as Head } from '../../shared/panel.styles';

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.lg.size};
  line-height: ${({ theme }) => theme.typeScale.lg.line};
`;

export const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;
