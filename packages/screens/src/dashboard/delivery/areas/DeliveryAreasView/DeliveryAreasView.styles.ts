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

export const AreaName = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typeScale.sm.size};
  }
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Notices = styled.div`
  &:empty {
    display: none;
  }
`;
