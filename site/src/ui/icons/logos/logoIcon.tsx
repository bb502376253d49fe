import { createElement, type ReactNode, type SVGProps } from 'react';
import type { SvgComponent } from '../types';

/** An SVG element tree as react-icons describes a logo (`tools/icons/generate-logos.mjs` writes them). */
export interface LogoTree {
  tag: string;
  attr: Record<string, string>;
  child: LogoTree[];
}

function render(nodes: LogoTree[]): ReactNode[] {
  return nodes.map((node, index) => createElement(node.tag, { key: index, ...node.attr }, ...render(node.child)));
}

/** A logo as an SVG component, drawn in the current text colour and sized by its container (1em). */
export function logoIcon(tree: LogoTree): SvgComponent {
  const children = render(tree.child);
  function Logo(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        stroke="currentColor"
        fill="currentColor"
        strokeWidth={0}
        width="1em"
        height="1em"
        {...tree.attr}
        {...props}
      >
        {children}
      </svg>
    );
  }
  return Logo;
}

/** Every logo of a generated data module as a component, by key. */
export function logoComponents<K extends string>(data: Record<K, LogoTree>): Record<K, SvgComponent> {
  return Object.fromEntries(Object.entries<LogoTree>(data).map(([key, tree]) => [key, logoIcon(tree)])) as Record<
    K,
    SvgComponent
  >;
}
