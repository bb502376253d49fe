import type { ComponentType, SVGProps } from 'react';

export type SvgComponent = ComponentType<SVGProps<SVGSVGElement>>;
