import { BookingRequest } from '../../pages/Booking/BookingRequest';
import { WithEmail } from '../emailService';

export default function BookingIsland() {
  return (
    <WithEmail>
      <BookingRequest />
    </WithEmail>
  );
}

/** What its form draws only once used: the page holds these glyphs. */
export { messageFormGlyphs as laterGlyphs } from '../../forms/MessageForm';
