import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, Check, Download, PlayCircle, Wrench } from 'lucide-react';
import { expect } from 'storybook/test';
import { Inline } from '../../layout';
import { vars } from '../../theme/contract.css';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'guide' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('guide');
    await expect(badge).toBeVisible();
    // Not a control: nothing to tab to.
    await expect(badge.closest('button, a, [tabindex]')).toBeNull();
  },
};

const tones = ['neutral', 'primary', 'accent', 'success', 'danger'] as const;

export const TonesAndVariants: Story = {
  render: () => (
    <div
      role="table"
      aria-label="Badge tones and variants"
      style={{ display: 'grid', gridTemplateColumns: 'max-content repeat(4, max-content)', gap: vars.space[4] }}
    >
      <div role="row" style={{ display: 'contents' }}>
        {['Tone', 'subtle sm', 'subtle md', 'solid sm', 'solid md'].map((heading) => (
          <span key={heading} role="columnheader" style={{ color: vars.color.textMuted, fontSize: vars.font.size.sm }}>
            {heading}
          </span>
        ))}
      </div>
      {tones.map((tone) => (
        <div key={tone} role="row" style={{ display: 'contents' }}>
          <span role="rowheader">{tone}</span>
          {(['subtle', 'solid'] as const).flatMap((variant) =>
            (['sm', 'md'] as const).map((size) => (
              <span key={`${variant}-${size}`} role="cell">
                <Badge tone={tone} variant={variant} size={size}>
                  {tone === 'success' ? '70%' : tone === 'danger' ? '3 open' : tone}
                </Badge>
              </span>
            )),
          )}
        </div>
      ))}
    </div>
  ),
};

const technologies = ['React', 'Node.js', 'OpenAI', 'MongoDB', 'Firebase', 'Tailwind CSS', 'Python', 'AWS'];

export const TechnologyList: Story = {
  render: () => (
    <Inline
      as="ul"
      gap="2"
      aria-label="Technologies"
      style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 360 }}
    >
      {technologies.map((name) => (
        <li key={name}>
          <Badge size="sm">{name}</Badge>
        </li>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Technologies' });
    await expect(list.querySelectorAll('li')).toHaveLength(technologies.length);
    // Badges wrap onto new lines instead of overflowing the narrow column.
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const WithIcons: Story = {
  render: () => (
    <Inline gap="2">
      <Badge tone="primary" icon={<BookOpen />}>
        guide
      </Badge>
      <Badge tone="accent" icon={<PlayCircle />}>
        video
      </Badge>
      <Badge icon={<Wrench />}>tool</Badge>
      <Badge tone="primary" variant="solid" icon={<Download />}>
        download
      </Badge>
      <Badge tone="success" icon={<Check />}>
        70%
      </Badge>
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Icons are decoration: each badge reads as its word alone.
    await expect(canvas.getByText('video')).toBeVisible();
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(5);
    for (const svg of icons) await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const LongLabelInNarrowSpace: Story = {
  args: { children: 'Whitepapers & Case Studies', tone: 'accent' },
  render: (args) => (
    <div style={{ width: 160, border: `1px dashed ${vars.color.border}`, padding: vars.space[2] }}>
      <Badge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getByText('Whitepapers & Case Studies');
    const badge = label.parentElement!;
    // Ellipsis inside its container, never spilling out of it.
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(
      badge.parentElement!.getBoundingClientRect().right,
    );
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
  },
};
