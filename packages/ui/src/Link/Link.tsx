import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';

export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

/**
 * Screens never import the router (CONVENTIONS §1): the host app injects its link
 * component here, as Polaris' `AppProvider linkComponent` does. Without one, a plain <a>.
 */
const LinkContext = createContext<ComponentType<LinkComponentProps> | null>(null);

export const LinkProvider = LinkContext.Provider;

const Anchor = styled.a`
  color: ${({ theme }) => theme.colors.link};
  text-underline-offset: 2px;
`;

export const Link = forwardRef<HTMLAnchorElement, LinkComponentProps>(function Link(props, ref) {
  const Injected = useContext(LinkContext);
  if (Injected) return <Anchor as={Injected} ref={ref} {...props} />;
  return <Anchor ref={ref} {...props} />;
});
