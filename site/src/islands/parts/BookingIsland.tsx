import { BookingRequest } from '../../pages/Booking/BookingRequest';
import { WithEmail } from '../emailService';

export default function BookingIsland() {
  return (
    <WithEmail>
      <BookingRequest />
    </WithEmail>
  );
}

/** Glyphs it draws only in the browser (errors, the outcome and the kept-message notes): the page holds them (`IslandModule`). */
export const laterGlyphs = ['alert-circle', 'check-circle', 'info', 'close'];
