export {
  ProfileCard,
  type ProfileCardProps,
  type ProfileFact,
  type ProfileTool,
  type ProfileLink,
} from './ProfileCard';
