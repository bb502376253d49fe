import { BookingRequest } from '../../pages/Booking/BookingRequest';
import { WithEmail } from '../services';

export default function BookingIsland() {
  return (
    <WithEmail>
      <BookingRequest />
    </WithEmail>
  );
}
