import type { Decorator } from '@storybook/react-vite';

/**
 * Sets a story in a frame of at most `width` (a CSS length, or px), as a component sits in a column
 * of a page; a story that needs another width names it in `parameters.frameWidth` ('none': the canvas).
 */
export const frameWidth =
  (width: number | string): Decorator =>
  (Story, { parameters }) => (
    <div style={{ maxWidth: (parameters.frameWidth as number | string | undefined) ?? width }}>
      <Story />
    </div>
  );
