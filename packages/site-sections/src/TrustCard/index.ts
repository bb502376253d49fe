export { TrustCard, type TrustCardProps, type TrustCardQuote } from './TrustCard';
