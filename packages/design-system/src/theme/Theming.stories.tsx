import type { Meta, StoryObj } from '@storybook/react-vite';
// A brand brings its own font the same way the design system ships Inter: self-hosted from a package.
import '@fontsource-variable/source-serif-4/wght.css';
import { expect } from 'storybook/test';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { TextField } from '../primitives/FormField';
import { Badge } from '../primitives/Badge';
import { Grid, Inline, Stack } from '../layout';
import { brandTheme } from './brand';
import { ThemeRoot } from './ThemeRoot';

/** A second brand: one object, every component follows. */
const harbor = brandTheme({
  color: {
    primary: '#0f6b4f',
    primaryHover: '#0b5740',
    primarySubtle: '#dff3ea',
    onPrimary: '#ffffff',
    accent: '#9a4a00',
    accentSubtle: '#fdecd9',
    focusRing: '#0f6b4f',
  },
  radius: { sm: '2px', md: '4px', lg: '6px', pill: '6px' },
  font: { family: { body: '"Source Serif 4 Variable", Georgia, serif' } },
});

const meta = {
  title: 'Foundations/Theming',
  component: ThemeRoot,
  args: { theme: harbor },
  parameters: {
    docs: {
      description: {
        component:
          'Re-brand in one object: `brandTheme({ color: { primary: ... }, radius: { ... }, font: { family: { body: ... } } })` fills the theme contract over the light (or dark) theme. Apply it with `<ThemeRoot theme={...}>`, `applyTheme(document.documentElement, theme)`, or at build time with vanilla-extract `createTheme(vars, theme)`.',
      },
    },
  },
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondBrand: Story = {
  render: (args) => (
    <ThemeRoot {...args} style={{ padding: 24 }}>
      <Stack gap="6">
        <Inline gap="3">
          <Button>Get Free Consultation</Button>
          <Button variant="secondary">View Our Services</Button>
          <Badge tone="primary">Harbor brand</Badge>
        </Inline>
        <Grid columns={{ base: 1, md: 2 }}>
          <Card.Root>
            <Card.Content>
              <Card.Header>
                <Card.Title>Web Development</Card.Title>
                <Card.Eyebrow>Service</Card.Eyebrow>
              </Card.Header>
              <Card.Body>Fast, accessible websites and web apps.</Card.Body>
            </Card.Content>
          </Card.Root>
          <TextField label="Email" type="email" hint="We reply within 24 hours." />
        </Grid>
      </Stack>
    </ThemeRoot>
  ),
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('button', { name: 'Get Free Consultation' });
    await expect(getComputedStyle(primary).backgroundColor).toBe('rgb(15, 107, 79)');
    await expect(getComputedStyle(primary).borderTopLeftRadius).toBe('6px');
    await expect(getComputedStyle(primary).fontFamily).toContain('Source Serif 4 Variable');
  },
};
