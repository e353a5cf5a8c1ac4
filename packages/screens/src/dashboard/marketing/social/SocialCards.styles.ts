import styled from 'styled-components';

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;

export const Limit = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[3]};
`;

export const PreviewList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const PreviewName = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typeScale.xs.size};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Preview = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  &[data-small] {
    display: flex;
    align-items: stretch;
  }
  &[data-platform='whatsapp'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export const PreviewImage = styled.img`
  display: block;
  inline-size: 100%;
  aspect-ratio: 1.91 / 1;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceSunken};

  &[data-small] {
    inline-size: 88px;
    flex: none;
    aspect-ratio: 1 / 1;
  }
`;

export const PreviewBody = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

export const PreviewTitle = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const PreviewText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const PreviewSite = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.xs.size};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DialogLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  align-items: start;
`;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Warnings = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
