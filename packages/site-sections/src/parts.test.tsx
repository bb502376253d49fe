/**
 * Every part of every namespace of parts the sections export (`export * as X from './parts'`) gives
 * what a consumer passes to its element: a `className` (merged with the part's own classes), native
 * attributes and `ref`. The namespaces are found from the exports, so a namespace or a part exported
 * without a row here fails the test. The design system's own parts: its `parts.test.tsx`; the tests
 * themselves: `tools/testing/partsTable.tsx`.
 */
import { describeParts, rows, type Declares, type PartsTable } from '../../../tools/testing/partsTable';
import * as sections from './index';

const { ProjectCard } = sections;

const picture = <svg role="img" aria-label="Screenshot" />;

/** Each namespace of the sections, by its exported name: one row per part. */
const table: PartsTable = {
  ProjectCard: rows<typeof ProjectCard>({
    Root: (p) => (
      <ProjectCard.Root {...p}>
        <ProjectCard.Title>Clinic</ProjectCard.Title>
      </ProjectCard.Root>
    ),
    Media: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Media {...p}>{picture}</ProjectCard.Media>
      </ProjectCard.Root>
    ),
    Tag: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Media>
          {picture}
          <ProjectCard.Tag {...p}>01</ProjectCard.Tag>
        </ProjectCard.Media>
      </ProjectCard.Root>
    ),
    Status: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Media>
          {picture}
          <ProjectCard.Status {...p}>Live</ProjectCard.Status>
        </ProjectCard.Media>
      </ProjectCard.Root>
    ),
    Title: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Title {...p}>Clinic</ProjectCard.Title>
      </ProjectCard.Root>
    ),
    Description: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Description {...p}>Bookings online.</ProjectCard.Description>
      </ProjectCard.Root>
    ),
    Technologies: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Technologies {...p}>React</ProjectCard.Technologies>
      </ProjectCard.Root>
    ),
    Facts: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Facts {...p}>
          <ProjectCard.Fact label="Team: 2" />
        </ProjectCard.Facts>
      </ProjectCard.Root>
    ),
    Fact: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Facts>
          <ProjectCard.Fact {...p} label="Team: 2" />
        </ProjectCard.Facts>
      </ProjectCard.Root>
    ),
    Progress: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Progress {...p} value={40} label="Progress" />
      </ProjectCard.Root>
    ),
    Features: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Features {...p} title="Key features" items={['Bookings']} />
      </ProjectCard.Root>
    ),
    Actions: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Actions {...p}>
          <ProjectCard.Action href="/case">Case study</ProjectCard.Action>
        </ProjectCard.Actions>
      </ProjectCard.Root>
    ),
    Links: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Actions>
          <ProjectCard.Links {...p}>
            <ProjectCard.Link href="/code">Source code</ProjectCard.Link>
          </ProjectCard.Links>
        </ProjectCard.Actions>
      </ProjectCard.Root>
    ),
    Link: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Actions>
          <ProjectCard.Links>
            <ProjectCard.Link {...p} href="/code">
              Source code
            </ProjectCard.Link>
          </ProjectCard.Links>
        </ProjectCard.Actions>
      </ProjectCard.Root>
    ),
    Action: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Actions>
          <ProjectCard.Action {...p} href="/case">
            Case study
          </ProjectCard.Action>
        </ProjectCard.Actions>
      </ProjectCard.Root>
    ),
  }),
};

// The types say it too: a part that forwards them at run time but leaves them out of its props fails here.
const declared: [Declares<typeof ProjectCard>] = [true];
void declared;

describeParts(sections, table);
