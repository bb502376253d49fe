import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline } from '../../layout';
import { vars } from '../../theme/contract.css';
import { Icon } from '../Icon';
import { Glyph, glyph } from './Glyph';
import { glyphNames } from './glyphNames';

const meta = {
  title: 'Primitives/Glyph',
  component: Glyph,
  args: { name: 'sun' },
  parameters: {
    docs: {
      description: {
        component: [
          'The design system\'s icons, drawn from its glyph sprite: `<svg><use href="…/glyphs.svg#sun"/></svg>`, so no icon',
          "code or path data is in the JavaScript or the HTML. Serve the package's `glyphs.svg` and say where with",
          '`<GlyphSprite href={…}>` at the root of the app (the server render too):',
          '',
          '```tsx',
          "import glyphSprite from '@agency/design-system/glyphs.svg?url';",
          '',
          '<GlyphSprite href={glyphSprite}>{app}</GlyphSprite>',
          '```',
          '',
          "Every component's icons come from it. Hand a glyph to Icon as `glyph('sun')`.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Glyph>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every glyph of the sprite, by name, at lucide's 24 px in the text colour. */
export const AllGlyphs: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: vars.space[4],
        margin: 0,
        padding: 0,
        listStyle: 'none',
        maxWidth: '48rem',
        fontSize: vars.font.size.sm,
      }}
    >
      {glyphNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space[2] }}>
          <Glyph name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(glyphNames.length);
    // Decoration: no glyph is announced, and none takes focus.
    await expect(canvas.queryAllByRole('img')).toEqual([]);
    const uses = [...canvasElement.querySelectorAll('use')];
    await expect(uses.map((use) => use.getAttribute('href')?.split('#')[1])).toEqual([...glyphNames]);
    // Each draws something: its symbol is in the sprite the preview serves.
    await waitFor(() => {
      for (const use of uses) expect(use.getBBox().width).toBeGreaterThan(0);
    });
  },
};

/** Through Icon, which sizes and tones it; labelled, it is an image with that name. */
export const InIcon: Story = {
  render: () => (
    <Inline gap="4">
      <Icon icon={glyph('sun')} size="sm" />
      <Icon icon={glyph('moon')} size="md" tone="primary" />
      <Icon icon={glyph('info')} size="lg" tone="accent" label="Information" />
      <Icon icon={glyph('check')} size="lg" contained="gradient" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const labelled = canvas.getByRole('img', { name: 'Information' });
    await expect(labelled.getBoundingClientRect().width).toBe(24);
    await expect(labelled.querySelector('use')?.getAttribute('href')).toMatch(/#info$/);
  },
};
