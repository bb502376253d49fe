import { Grid, Reveal } from '@agency/design-system';
import { ProfileCard } from '@agency/site-sections';
import { developers, developersPage, technologyNames, type Developer } from '../../content/developers';
import { BrandIcon, brandIcons } from '../../ui/icons/BrandIcon';
import { ContentImage } from '../../ui/ContentImage';

const { labels } = developersPage;

function DeveloperCard({ developer }: { developer: Developer }) {
  const { name, role, bio, experience, projects, skills, image, social, icons } = developer;
  return (
    <ProfileCard
      name={name}
      jobTitle={role}
      portrait={<ContentImage image={image} loading="lazy" />}
      tools={{
        label: labels.technologies,
        // The bare logo: the card's tool slot sizes it (an Icon would impose its own 20 px box).
        items: icons.map((key) => {
          const Logo = brandIcons[key];
          return { name: technologyNames[key], icon: <Logo /> };
        }),
      }}
      facts={[
        { label: labels.experience, value: experience },
        { label: labels.projects, value: projects },
      ]}
      skills={{ label: labels.skills, items: skills }}
      links={[
        { href: social.github, label: labels.github(name), icon: <BrandIcon name="github" />, newTab: true },
        { href: social.linkedin, label: labels.linkedin(name), icon: <BrandIcon name="linkedin" />, newTab: true },
      ]}
      newTabHint={labels.newTab}
    >
      {bio}
    </ProfileCard>
  );
}

/** The team's cards, one after another as they scroll into view. */
export function DevelopersTeam() {
  return (
    <Grid columns={{ base: 1, md: 2, lg: 3 }} gap="8">
      {developers.map((developer, index) => (
        <Reveal key={developer.id} delay={index * 0.1}>
          <DeveloperCard developer={developer} />
        </Reveal>
      ))}
    </Grid>
  );
}
