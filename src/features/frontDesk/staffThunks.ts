import { frontDeskApi, type StaffRole } from '@/api/frontDeskApi';
import { createFrontDeskThunk } from './frontDeskThunk';

export interface NewStaff {
  name: string;
  email: string;
  role: StaffRole;
  password: string;
}

/** Adds a staff member of the manager's hotel; the staff list is read again (its cache tag). */
export const addStaffMember = createFrontDeskThunk<{ name: string }, NewStaff>(
  'frontDesk/addStaff',
  async ({ name, email, role, password }, { dispatch, rejectWithValue }) => {
    const body = { name: name.trim(), email: email.trim(), role, password };
    try {
      const added = await dispatch(frontDeskApi.endpoints.addHotelStaff.initiate({ body }, { track: false })).unwrap();
      return { name: added.name };
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);
