import { MediaCard } from '@agency/design-system';
import { about } from '../../content/about';
import { ContentImage } from '../../ui/ContentImage';

/** The team's picture, framed, beside the About hero. */
export function TeamPicture() {
  const { teamImage } = about;
  return (
    <MediaCard
      framed
      mediaAspectRatio={`${teamImage.width} / ${teamImage.height}`}
      media={<ContentImage image={teamImage} />}
    />
  );
}
