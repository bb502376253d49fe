import { BackToTopButton } from '../../app/BackToTopButton';
import { mainId } from '../../app/PageFrame';

export default function BackToTopIsland() {
  return <BackToTopButton focusTargetId={mainId} />;
}
