import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  useChangeHotelStaffRoleMutation,
  useListHotelStaffQuery,
  useRemoveHotelStaffMutation,
  type HotelStaffMember,
} from '@/api/frontDeskApi';
import { AddStaffForm } from './AddStaffForm';
import { consoleMessages, roleNames } from './consoleMessages';
import { DeskSection } from './ListState';
import { ManagedItemCard } from './ManagedItemCard';

const messages = defineMessages({
  empty: { id: 'frontDesk.staff.empty', defaultMessage: 'No staff accounts yet.' },
  role: { id: 'frontDesk.staff.role', defaultMessage: 'Role' },
  email: { id: 'frontDesk.staff.email', defaultMessage: 'Email address' },
  makeManager: { id: 'frontDesk.staff.makeManager', defaultMessage: 'Make manager' },
  makeFrontDesk: { id: 'frontDesk.staff.makeFrontDesk', defaultMessage: 'Make front desk' },
  remove: { id: 'frontDesk.staff.remove', defaultMessage: 'Remove' },
  confirmRemove: { id: 'frontDesk.staff.confirmRemove', defaultMessage: 'Remove for good' },
  cancel: { id: 'frontDesk.staff.cancel', defaultMessage: 'Cancel' },
  you: { id: 'frontDesk.staff.you', defaultMessage: '(you)' },
});

const removeQuestion = defineMessage<{ name: string }>({
  id: 'frontDesk.staff.removeQuestion',
  defaultMessage: 'Remove {name}? Their sign-in ends at once.',
});

/**
 * The managers' Staff screen (issue 32): their hotel's staff with their roles, a role changed or an
 * account removed from its row (removal asks once more), and a new account added below. The server
 * keeps the hotel's last manager and says so (409 last_manager), beside the row.
 */
export function StaffScreen({ timeZone, myEmail }: { timeZone: string; myEmail: string }) {
  const intl = useIntl();
  const query = useListHotelStaffQuery();
  const staff = query.data?.staff;
  return (
    <>
      <DeskSection
        id="front-desk-staff"
        title={intl.formatMessage(consoleMessages.staff)}
        query={query}
        count={staff?.length}
        emptyText={intl.formatMessage(messages.empty)}
        timeZone={timeZone}
      >
        <ul className="desk-list">
          {staff?.map((member) => (
            <StaffRow key={member.staffId} member={member} isMe={member.email === myEmail} />
          ))}
        </ul>
      </DeskSection>
      <AddStaffForm />
    </>
  );
}

function StaffRow({ member, isMe }: { member: HotelStaffMember; isMe: boolean }) {
  const intl = useIntl();
  const [changeRole, roleChange] = useChangeHotelStaffRoleMutation();
  const [remove, removal] = useRemoveHotelStaffMutation();
  const otherRole = member.role === 'manager' ? 'frontDesk' : 'manager';
  const busy = roleChange.isLoading || removal.isLoading;
  const error = roleChange.error ?? removal.error;
  return (
    <ManagedItemCard
      name={member.name}
      title={isMe ? `${member.name} ${intl.formatMessage(messages.you)}` : member.name}
      facts={[
        { term: intl.formatMessage(messages.email), value: member.email },
        { term: intl.formatMessage(messages.role), value: intl.formatMessage(roleNames[member.role]) },
      ]}
      error={error}
      busy={busy}
      actions={
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => {
            removal.reset();
            void changeRole({ staffId: member.staffId, body: { role: otherRole } });
          }}
        >
          {intl.formatMessage(otherRole === 'manager' ? messages.makeManager : messages.makeFrontDesk)}
        </button>
      }
      removal={{
        label: intl.formatMessage(messages.remove),
        question: intl.formatMessage(removeQuestion, { name: member.name }),
        confirm: intl.formatMessage(messages.confirmRemove),
        cancel: intl.formatMessage(messages.cancel),
        onConfirm: () => {
          roleChange.reset();
          return remove({ staffId: member.staffId });
        },
      }}
    />
  );
}
