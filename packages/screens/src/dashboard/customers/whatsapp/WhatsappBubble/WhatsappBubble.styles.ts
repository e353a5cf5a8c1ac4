import styled from 'styled-components';

/** The chat's wallpaper: the bubble sits on it as in the WhatsApp app. */
export const Chat = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;

  figcaption {
    font-size: ${({ theme }) => theme.typeScale.xs.size};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The bubble: direction and text alignment follow the template's language, not the page's. */
export const Bubble = styled.div`
  justify-self: start;
  max-inline-size: min(100%, 22rem);
  min-inline-size: 10rem;
  display: grid;
  gap: 2px;
  text-align: start;
`;

export const Message = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  border-start-start-radius: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;
`;

export const Header = styled.p`
  margin: 0;
  font-weight: 700;
`;

export const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

export const Footer = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typeScale.xs.size};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A placeholder without its value yet: `{{1}}`. */
export const Slot = styled.span`
  padding-inline: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.9em;
`;

/** A value put in a placeholder. */
export const Filled = styled.span`
  font-weight: 600;
`;

export const Buttons = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;

  li {
    padding: ${({ theme }) => theme.space[2]};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.link};
    text-align: center;
    font-weight: 600;
    display: flex;
    justify-content: center;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    overflow-wrap: anywhere;
  }
`;
