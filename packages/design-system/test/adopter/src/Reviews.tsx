// Riders' reviews in a carousel: Carousel's parts, with each slide a card shown as a figure.
import { Card, Carousel } from '@agency/design-system';

const reviews = [
  { name: 'Maya, Harbour Street', quote: 'My old bike came back quieter than the day I bought it.' },
  { name: 'Tom, visiting from Leeds', quote: 'The e-bike made the lighthouse hill feel like cheating.' },
  { name: 'Ines, Saturday rider', quote: 'The harbour loop is the best two hours of my week.' },
  { name: 'Sam, commuter', quote: 'A puncture at eight, fixed and back on the road by nine.' },
];

export function Reviews() {
  return (
    <Carousel.Root label="Reviews" slidesPerView={{ base: 1, md: 2 }} loop>
      <Carousel.Viewport>
        {reviews.map(({ name, quote }) => (
          <Carousel.Slide key={name}>
            <Card.Root as="figure" surface="sunken">
              <Card.Content>
                <Card.Body>
                  <blockquote style={{ margin: 0 }}>
                    <p>{quote}</p>
                  </blockquote>
                </Card.Body>
                <Card.Footer>
                  <figcaption>{name}</figcaption>
                </Card.Footer>
              </Card.Content>
            </Card.Root>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Controls>
        <Carousel.Dots />
        <Carousel.ControlGroup align="end">
          <Carousel.Previous />
          <Carousel.Next />
        </Carousel.ControlGroup>
      </Carousel.Controls>
    </Carousel.Root>
  );
}
