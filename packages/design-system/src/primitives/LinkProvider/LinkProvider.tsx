import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** Any component that renders an anchor from an `href`: a router's link, or a plain `<a>`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor(props: LinkComponentProps) {
  // Content arrives through props.children.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...props} />;
}

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

/**
 * Tells every design-system link (Button with `href`, `Card.Link`, Menu links) which component
 * renders internal links. The site passes an adapter around its router's `Link`; the library
 * knows no router.
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** True for links that leave the app: another scheme (`https:`, `mailto:`, `tel:`), `//host` or `#hash`. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(href);
}

/**
 * An unstyled link: internal paths go through the LinkProvider's component, anything else (and a
 * download) is a plain anchor. Every design-system link renders through this.
 */
export function Link(props: LinkComponentProps) {
  const Provided = useContext(LinkComponentContext);
  if (isExternalHref(props.href) || props.download !== undefined) return <PlainAnchor {...props} />;
  // The component comes from context and keeps its identity across renders; it is not created here.
  // eslint-disable-next-line react-hooks/static-components
  return <Provided {...props} />;
}
