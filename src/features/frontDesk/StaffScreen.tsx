import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  useChangeHotelStaffRoleMutation,
  useListHotelStaffQuery,
  useRemoveHotelStaffMutation,
  type HotelStaffMember,
} from '@/api/frontDeskApi';
import { AddStaffForm } from './AddStaffForm';
import { consoleMessages, roleNames } from './consoleMessages';
import { ConfirmQuestion } from './consoleListParts';
import { DeskSection } from './ListState';
import { useErrorText } from './useErrorText';

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
  const errorText = useErrorText();
  const [changeRole, roleChange] = useChangeHotelStaffRoleMutation();
  const [remove, removal] = useRemoveHotelStaffMutation();
  const [confirming, setConfirming] = useState(false);
  const otherRole = member.role === 'manager' ? 'frontDesk' : 'manager';
  const busy = roleChange.isLoading || removal.isLoading;
  const error = roleChange.error ?? removal.error;
  const name = isMe ? `${member.name} ${intl.formatMessage(messages.you)}` : member.name;
  return (
    <li className="desk-card" aria-label={member.name}>
      <h3 className="desk-card__title">{name}</h3>
      <dl className="desk-card__facts">
        <dt>{intl.formatMessage(messages.email)}</dt>
        <dd>{member.email}</dd>
        <dt>{intl.formatMessage(messages.role)}</dt>
        <dd>{intl.formatMessage(roleNames[member.role])}</dd>
      </dl>
      {error !== undefined && (
        <p className="front-desk__error" role="alert">
          {errorText(error)}
        </p>
      )}
      {confirming ? (
        <ConfirmQuestion
          question={intl.formatMessage(removeQuestion, { name: member.name })}
          confirm={intl.formatMessage(messages.confirmRemove)}
          cancel={intl.formatMessage(messages.cancel)}
          busy={busy}
          onConfirm={() => {
            roleChange.reset();
            void remove({ staffId: member.staffId }).finally(() => setConfirming(false));
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="desk-card__actions">
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
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {intl.formatMessage(messages.remove)}
          </button>
        </div>
      )}
    </li>
  );
}
