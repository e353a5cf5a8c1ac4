import styled from 'styled-components';

export const PhoneRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const PhoneLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.typeScale.xl.size};
  line-height: ${({ theme }) => theme.typeScale.xl.line};
  font-weight: 600;
  text-underline-offset: 3px;
`;

export const CopyStatus = styled.p`
  margin: 0;
  min-block-size: ${({ theme }) => theme.typeScale.md.line};
  color: ${({ theme }) => theme.colors.textMuted};

  &[data-state='copied'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-state='failed'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
