// What the shop offers, one tab per kind: Tabs' parts around a grid of cards made of Card's parts.
import { Badge, Card, Grid, Tabs } from '@agency/design-system';

interface Offer {
  title: string;
  text: string;
  price: string;
}

const offers: Record<string, { label: string; items: Offer[] }> = {
  repairs: {
    label: 'Repairs',
    items: [
      { title: 'Safety check', text: 'Brakes, tyres, chain and lights, tuned while you wait.', price: '£25' },
      { title: 'Full service', text: 'Stripped, cleaned, adjusted and back to you the same day.', price: '£90' },
    ],
  },
  rentals: {
    label: 'Rentals',
    items: [
      { title: 'Town bike', text: 'Upright, with a basket and a lock. By the hour or the day.', price: 'from £8' },
      { title: 'E-bike', text: 'For the hill up to the lighthouse. Helmet included.', price: 'from £15' },
    ],
  },
  rides: {
    label: 'Guided rides',
    items: [
      { title: 'Harbour loop', text: 'Twelve flat miles along the water, with a stop for coffee.', price: '£30' },
      { title: 'Lighthouse climb', text: 'Thirty miles and one long hill, on Saturdays at eight.', price: '£45' },
    ],
  },
};

export function Services() {
  return (
    <Tabs.Root defaultValue="repairs">
      <Tabs.List label="Services">
        {Object.entries(offers).map(([value, { label }]) => (
          <Tabs.Trigger key={value} value={value}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {Object.entries(offers).map(([value, { items }]) => (
        <Tabs.Panel key={value} value={value}>
          <Grid columns={{ base: 1, md: 2 }}>
            {items.map((offer) => (
              <Card.Root key={offer.title} interactive>
                <Card.Content>
                  <Card.Header>
                    <Card.Title as="h2">
                      {/* One link for the whole card: a click anywhere on it books this offer. */}
                      <Card.Link href="#book">{offer.title}</Card.Link>
                    </Card.Title>
                  </Card.Header>
                  <Card.Body>
                    <p>{offer.text}</p>
                  </Card.Body>
                  <Card.Footer>
                    <Badge tone="accent">{offer.price}</Badge>
                  </Card.Footer>
                </Card.Content>
              </Card.Root>
            ))}
          </Grid>
        </Tabs.Panel>
      ))}
    </Tabs.Root>
  );
}
