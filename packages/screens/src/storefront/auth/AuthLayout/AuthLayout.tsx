import type { ReactNode } from 'react';
import { Card, Intro, Page, Subtitle, Title } from './AuthLayout.styles.ts';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of the login steps (customer spec §2 /login, /login/verify-otp, /login/details): one card, one heading. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Page id="main">
      <Card>
        <Intro>
          <Title>{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </Intro>
        {children}
      </Card>
    </Page>
  );
}
