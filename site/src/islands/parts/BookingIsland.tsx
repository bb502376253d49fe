import { BookingRequest } from '../../pages/Booking/BookingRequest';
import { WithEmail } from '../emailService';

export default function BookingIsland() {
  return (
    <WithEmail>
      <BookingRequest />
    </WithEmail>
  );
}
