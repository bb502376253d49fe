import { GlyphSprite, LinkProvider } from '@agency/design-system';
import type { ReactNode } from 'react';
import type { EmailSender } from '../integrations/email';
import { EmailProvider } from '../integrations/email';
import { AuthProvider, type Identity } from '../integrations/identity';
import glyphSprite from '../ui/icons/glyphs/glyphs.svg?url';
import { RouterLink } from './RouterLink';

export interface AppProps {
  identity: Identity;
  email: EmailSender;
  /** The router: `<BrowserRouter>` in the browser, `<StaticRouter>` when prerendering. */
  children: ReactNode;
}

/**
 * The site: integrations, links and glyphs around the router. The design system's glyphs come from the
 * site's glyph sprite, which holds them beside the content's, so a page fetches one sprite.
 */
export function App({ identity, email, children }: AppProps) {
  return (
    <AuthProvider identity={identity}>
      <EmailProvider sender={email}>
        <LinkProvider component={RouterLink}>
          <GlyphSprite href={glyphSprite}>{children}</GlyphSprite>
        </LinkProvider>
      </EmailProvider>
    </AuthProvider>
  );
}
