import styled from 'styled-components';

export const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

export const SectionBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Name = styled.bdi`
  overflow-wrap: anywhere;
`;

export const LoadingBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
