import type { ReactNode } from 'react';
import { ExternalIcon } from '@dukkan/ui';
import type { WhatsappMessageContent } from '../types.ts';
import { bodyParts, slotText } from '../whatsappText.ts';
import { Body, Bubble, Buttons, Chat, Filled, Footer, Header, Message, Slot } from './WhatsappBubble.styles.ts';

export interface WhatsappBubbleProps {
  /** The template as the customer will see it. */
  content: WhatsappMessageContent;
  /** The values of `{{1}}`, `{{2}}` …; an empty or missing one shows its placeholder. */
  params?: readonly string[];
  /** What the preview is, said above it ("Preview"). */
  caption: ReactNode;
}

/**
 * The template as a chat bubble on the customer's phone: header, body, footer and the buttons
 * under it. Its direction follows the template's language (an Arabic template reads right to
 * left on an English page too), and its `lang` lets a screen reader pronounce it.
 */
export function WhatsappBubble({ content, params = [], caption }: WhatsappBubbleProps) {
  const dir = content.lang === 'ar' ? 'rtl' : 'ltr';
  return (
    <Chat>
      <figcaption>{caption}</figcaption>
      <Bubble dir={dir} lang={content.lang} data-testid="whatsapp-bubble">
        <Message>
          {content.header ? <Header>{content.header}</Header> : null}
          <Body>
            {bodyParts(content.body).map((part, i) => {
              if (typeof part === 'string') return part;
              const value = params[part.n - 1]?.trim();
              return value ? (
                <Filled key={i}>
                  <bdi>{value}</bdi>
                </Filled>
              ) : (
                <Slot key={i}>
                  <bdi dir="ltr">{slotText(part.n)}</bdi>
                </Slot>
              );
            })}
          </Body>
          {content.footer ? <Footer>{content.footer}</Footer> : null}
        </Message>
        {content.buttons.length > 0 ? (
          <Buttons>
            {content.buttons.map((button, i) => (
              <li key={i}>
                {button.type === 'url' ? <ExternalIcon /> : null}
                <bdi>{button.text}</bdi>
              </li>
            ))}
          </Buttons>
        ) : null}
      </Bubble>
    </Chat>
  );
}
