import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/design-system/src/theme/fonts.css';
import { useLayoutEffect } from 'react';
import { darkTheme, GlyphSprite, lightTheme, vars } from '../packages/design-system/src';
import glyphSprite from '../packages/design-system/src/primitives/Glyph/glyphs.svg?url';
import { viewports } from './viewports';

const themeClass = { light: lightTheme, dark: darkTheme } as const;
type ThemeGlobal = keyof typeof themeClass;

/** Puts the theme class on <html>, so portalled content (menus, dialogs) is themed too. */
function ThemeRoot({ theme, children }: { theme: ThemeGlobal; children: React.ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themeClass));
    root.classList.add(themeClass[theme]);
    root.style.colorScheme = theme;
  }, [theme]);
  return children;
}

// The padding keeps focus rings and shadows inside component screenshots.
const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={(context.globals.theme as ThemeGlobal) ?? 'light'}>
    <div
      style={{
        padding: context.parameters.layout === 'fullscreen' ? 0 : 16,
        // Docs pages set their own font; stories keep the design system's.
        fontFamily: vars.font.family.body,
        color: vars.color.text,
      }}
    >
      <GlyphSprite href={glyphSprite}>
        <Story />
      </GlyphSprite>
    </div>
  </ThemeRoot>
);

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Design-system theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    // The a11y panel checks the story on screen; the test run's axe is ours (.storybook/vitest.setup.ts),
    // in both themes, so the addon's own run in the story's theme would repeat one of them.
    a11y: { test: 'off' },
    controls: { matchers: { color: /(background|color)$/i } },
    backgrounds: { disable: true },
    // The package's tiers in order, then this site's own sections (not part of the package).
    options: { storySort: { order: ['Introduction', 'Foundations', 'Primitives', 'Patterns', 'Site sections'] } },
  },
  tags: ['autodocs'],
};

export default preview;
