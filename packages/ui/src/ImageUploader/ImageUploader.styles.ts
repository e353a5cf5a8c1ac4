import styled from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;

export const FieldLabel = styled.span`
  font-weight: 600;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const FieldText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Zone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &[data-dragging='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled='true'] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    border-style: solid;
  }
`;

export const Thumb = styled.div`
  display: grid;
  place-items: center;
  flex: none;
  inline-size: 96px;
  block-size: 96px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 40px;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Info = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

export const FileName = styled.bdi`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Track = styled.div`
  block-size: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.skeleton};
  overflow: hidden;
`;

/** The fill grows from the inline start, so it runs right-to-left in Arabic. */
export const Fill = styled.div`
  block-size: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: inline-size ${({ theme }) => theme.motion.base} linear;
`;

export const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

export const ErrorLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
`;

/** Always mounted (live regions must exist before their text arrives); empty takes no room. */
export const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-block-start: calc(-1 * ${({ theme }) => theme.space[1]});
`;

export const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[data-primary='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  &[data-failed='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  ${Thumb} {
    inline-size: 72px;
    block-size: 72px;
    font-size: 28px;
  }
`;

export const PrimaryChoice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: 32px;
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
  cursor: pointer;
  input {
    inline-size: 18px;
    block-size: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const TileError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typeScale.sm.size};
  font-weight: 600;
`;
