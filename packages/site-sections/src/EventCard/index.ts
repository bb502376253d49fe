export { EventCard, calendarParts, type EventCardProps, type EventAction } from './EventCard';
