import { Link as RouterLinkBase } from 'react-router-dom';
import type { LinkComponentProps } from '@agency/design-system';

/** Lets design-system links navigate through react-router (no full page load for internal paths). */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <RouterLinkBase to={href} {...rest} />;
}
