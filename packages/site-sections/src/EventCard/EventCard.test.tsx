import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { EventCard, calendarParts } from './EventCard';

describe('EventCard', () => {
  it("abbreviates the tile's month in the card's lang", async () => {
    const german = calendarParts('2024-03-05', 'de-DE');
    expect(german.month).not.toBe(calendarParts('2024-03-05').month);
    const screen = await render(<EventCard lang="de-DE" title="Workshop" dateTime="2024-03-05" date="5. März 2024" />);
    const tile = screen.container.querySelector('[aria-hidden="true"]');
    expect(tile).toHaveTextContent(`${german.month}${german.day}`);
  });

  it('abbreviates it in English without a lang', async () => {
    const screen = await render(<EventCard title="Workshop" dateTime="2024-03-05" date="March 5, 2024" />);
    expect(screen.container.querySelector('[aria-hidden="true"]')).toHaveTextContent('Mar5');
  });
});
