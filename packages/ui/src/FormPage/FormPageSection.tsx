import { useId, type ReactNode } from 'react';
import { SectionCard, SectionDescription, SectionFields, SectionHeader, SectionTitle } from './FormPage.styles.ts';

export interface FormPageSectionProps {
  /** The card's h2, which also names its group of fields. */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** One card of a form page: a heading, an optional description, the fields, as a named group. */
export function FormPageSection({ title, description, children }: FormPageSectionProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <SectionCard role="group" aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined}>
      <SectionHeader>
        <SectionTitle id={titleId}>{title}</SectionTitle>
        {description ? <SectionDescription id={descriptionId}>{description}</SectionDescription> : null}
      </SectionHeader>
      <SectionFields>{children}</SectionFields>
    </SectionCard>
  );
}
