import type { Meta, StoryObj } from '@storybook/react-vite';
import styled, { useTheme } from 'styled-components';
import { contrastRatio } from './contrast.ts';

const Section = styled.section`
  padding: 24px;
  h2 {
    margin-block: 0 12px;
  }
`;
const Swatches = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
`;
const Swatch = styled.li`
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  span[aria-hidden] {
    inline-size: 40px;
    block-size: 40px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  code {
    font-size: 12px;
  }
`;
const Scale = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** Token names are code identifiers shown to designers, not UI copy, so they are not translated. */
function Tokens() {
  const theme = useTheme();
  return (
    <main>
      <Section aria-labelledby="tokens-colours">
        <h2 id="tokens-colours">Colour roles</h2>
        <Swatches>
          {Object.entries(theme.colors).map(([role, value]) => (
            <Swatch key={role}>
              <span aria-hidden="true" style={{ background: value }} />
              <div>
                <strong>{role}</strong>
                <br />
                <code dir="ltr">
                  {value} · {contrastRatio(value, theme.colors.surface).toFixed(1)}:1
                </code>
              </div>
            </Swatch>
          ))}
        </Swatches>
      </Section>
      <Section aria-labelledby="tokens-space">
        <h2 id="tokens-space">Spacing</h2>
        <Scale>
          {Object.entries(theme.space).map(([step, value]) => (
            <li key={step}>
              <code dir="ltr">
                space[{step}] = {value}
              </code>
              <span aria-hidden="true" style={{ display: 'block', inlineSize: value, blockSize: 8, background: theme.colors.primary }} />
            </li>
          ))}
        </Scale>
      </Section>
      <Section aria-labelledby="tokens-type">
        <h2 id="tokens-type">Type scale</h2>
        <Scale>
          {Object.entries(theme.typeScale).map(([step, { size, line }]) => (
            <li key={step} style={{ fontSize: size, lineHeight: line }}>
              <code dir="ltr">{step}</code> Fresh dates · تمر طازج
            </li>
          ))}
        </Scale>
      </Section>
    </main>
  );
}

const meta = { title: 'Foundations/Tokens', component: Tokens, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Tokens>;
export default meta;
export const AllTokens: StoryObj<typeof meta> = {};
