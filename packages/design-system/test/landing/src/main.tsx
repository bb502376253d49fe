// A second consumer: the landing page of another brand, built only from the package's tier entry points
// (foundations, primitives, patterns), the theme stylesheet (each component brings its own CSS) and the glyph
// sprite, which it serves as a file of its own, with its own tokens and its own font.
import '@agency/design-system/theme.css';
import glyphSprite from '@agency/design-system/glyphs.svg?url';
import '@fontsource-variable/source-serif-4/opsz.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Container, Grid, Section, Stack, applyTheme, lightTheme } from '@agency/design-system/foundations';
import { Badge, Button, Card, GlyphSprite, Icon } from '@agency/design-system/primitives';
import {
  CtaBanner,
  PageHero,
  SectionHeading,
  SiteFooter,
  SiteHeader,
  SplitFeature,
} from '@agency/design-system/patterns';
import { ArrowRight, BookOpen, CalendarDays, Coffee, Lamp, Mail, MapPin, Phone, Truck, Users } from 'lucide-react';
import { fernleaf } from './brand';
import { Shelf } from './Shelf';

document.documentElement.classList.add(lightTheme);
applyTheme(document.documentElement, fernleaf);

const shelves = [
  {
    icon: BookOpen,
    badge: 'New every Friday',
    title: 'Staff picks',
    text: 'Each bookseller keeps one shelf of the books they would press into your hands, with a handwritten note on why.',
  },
  {
    icon: Lamp,
    badge: 'Open late',
    title: 'The reading room',
    text: 'Twenty armchairs, long oak tables and good lamps. Bring a book, or borrow one of ours for the afternoon.',
  },
  {
    icon: Truck,
    badge: 'Two days',
    title: 'Special orders',
    text: 'Anything in print, from any publisher: held for you at the counter, or posted to your door.',
  },
];

function App() {
  return (
    <>
      <SiteHeader.Root>
        <SiteHeader.Brand aria-label="Fernleaf Books, home">Fernleaf Books</SiteHeader.Brand>
        <SiteHeader.Nav
          links={[
            { href: '#shelves', label: 'Shelves' },
            { href: '#circle', label: 'Reading circle' },
            { href: '#visit', label: 'Visit' },
          ]}
          actions={[{ href: '#visit', label: 'Plan a visit', variant: 'primary' }]}
        >
          <SiteHeader.Menu />
        </SiteHeader.Nav>
      </SiteHeader.Root>
      <main id="main">
        <PageHero
          eyebrow="Bookshop and reading room"
          title="Books chosen by the people who read them"
          highlight="who read them"
          subtitle="Twelve thousand titles on Alder Street, a quiet room with good light, and booksellers who will happily talk you out of a bad purchase."
          actions={
            <>
              <Button href="#visit" size="lg" iconEnd={<ArrowRight />}>
                Plan a visit
              </Button>
              <Button href="#shelves" size="lg" variant="secondary">
                Browse the shelves
              </Button>
            </>
          }
        />

        <Section id="shelves" aria-labelledby="shelves-title">
          <Container>
            <Stack gap="12">
              <SectionHeading
                titleId="shelves-title"
                eyebrow="On the shelves"
                title="Three ways to find your next book"
                description="Wander in without a plan, ask for something in particular, or sit down and read before you buy."
                align="center"
              />
              <Grid columns={{ base: 1, md: 3 }}>
                {shelves.map((item) => (
                  <Card.Root key={item.title}>
                    <Card.Content>
                      <Card.Top>
                        <Icon icon={item.icon} size="lg" contained="subtle" />
                        <Card.Badges>
                          <Badge tone="accent">{item.badge}</Badge>
                        </Card.Badges>
                      </Card.Top>
                      <Card.Header>
                        <Card.Title>{item.title}</Card.Title>
                      </Card.Header>
                      <Card.Body>
                        <p>{item.text}</p>
                      </Card.Body>
                    </Card.Content>
                  </Card.Root>
                ))}
              </Grid>
            </Stack>
          </Container>
        </Section>

        <Section id="circle" surface="raised" aria-labelledby="circle-title">
          <Container>
            <SplitFeature
              titleId="circle-title"
              eyebrow="Thursday evenings"
              title="Join the Fernleaf reading circle"
              highlight="reading circle"
              media={<Shelf />}
              points={[
                {
                  icon: <CalendarDays />,
                  title: 'One book a month',
                  text: 'Chosen by the circle, at ten percent off.',
                },
                { icon: <Users />, title: 'Twelve seats', text: 'Small enough that everyone gets a word in.' },
                { icon: <Coffee />, title: 'Tea on the house', text: 'And a biscuit, if you arrive on time.' },
              ]}
              actions={
                <Button href="#visit" variant="secondary">
                  Reserve a seat
                </Button>
              }
            >
              <p>
                Once a month we push the armchairs into a circle and talk about one book, from the first page to the
                last. No homework beyond the reading, and no wrong answers.
              </p>
            </SplitFeature>
          </Container>
        </Section>

        <Section id="visit" aria-label="Visit the shop">
          <Container>
            <CtaBanner
              as="div"
              eyebrow="Open Tuesday to Sunday"
              title="Come and browse on Alder Street"
              description="From 10 am to 8 pm at 14 Alder Street, two minutes from Millbrook station. The kettle is usually on."
              actions={[
                { label: 'Get directions', href: 'https://maps.example.invalid/fernleaf-books' },
                { label: 'Call the shop', href: 'tel:+15550100142' },
              ]}
            />
          </Container>
        </Section>
      </main>
      <SiteFooter.Root animated={false}>
        <SiteFooter.Columns>
          <SiteFooter.Brand
            wordmark="Fernleaf Books"
            description="An independent bookshop and reading room, run by readers since 1987."
          />
          <SiteFooter.Column
            title="Shop"
            links={[
              { label: 'Staff picks', href: '#shelves' },
              { label: 'Special orders', href: '#shelves' },
              { label: 'Gift cards' },
            ]}
          />
          <SiteFooter.Column
            title="Reading room"
            links={[{ label: 'Reading circle', href: '#circle' }, { label: 'Events' }, { label: 'Opening hours' }]}
          />
          <SiteFooter.Contact>
            <SiteFooter.ContactGroup
              title="Find us"
              items={[
                {
                  icon: <MapPin />,
                  label: (
                    <>
                      14 Alder Street
                      <br />
                      Millbrook
                    </>
                  ),
                },
                { icon: <Phone />, label: '(555) 010-0142', href: 'tel:+15550100142' },
                { icon: <Mail />, label: 'hello@fernleaf.example', href: 'mailto:hello@fernleaf.example' },
              ]}
            />
          </SiteFooter.Contact>
        </SiteFooter.Columns>
        <SiteFooter.Bottom>
          <SiteFooter.Legal
            copyright="© 2026 Fernleaf Books"
            links={[{ label: 'Privacy' }, { label: 'Accessibility' }]}
          />
        </SiteFooter.Bottom>
      </SiteFooter.Root>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GlyphSprite href={glyphSprite}>
      <App />
    </GlyphSprite>
  </StrictMode>,
);
