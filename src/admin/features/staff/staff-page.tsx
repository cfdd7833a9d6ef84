import { useState, type FormEvent } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, staffInviteBodySchema, type StaffInvite, type StaffMember, type StaffRole } from '../../../shared/admin/staff.schema';
import { Button } from '../../components/button/button';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { FormAlert } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { useSession } from '../../app/session/session-context';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useChangeRole, useInviteStaff, useRemoveStaff, useRevokeInvite, useStaff } from './api/staff-admin';

function RoleOptions() {
  return (
    <>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </>
  );
}

function InviteForm() {
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('support');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(staffInviteBodySchema, { email, role });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) invite.mutate(checked.data, { onSuccess: () => setEmail('') });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Invite a staff member">
      <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} error={errors.email} />
      <SelectField label="Role" name="role" value={role} onChange={setRole} error={errors.role}>
        <RoleOptions />
      </SelectField>
      <FormAlert message={invite.error?.message} />
      {invite.isSuccess && <p role="status">{invite.data.message}</p>}
      <Button type="submit" variant="primary" pending={invite.isPending}>
        Send invitation
      </Button>
    </form>
  );
}

function MemberActions({ member, self }: { member: StaffMember; self: boolean }) {
  const change = useChangeRole();
  const remove = useRemoveStaff();
  return (
    <span>
      <SelectField
        label={`Role of ${member.email}`}
        hideLabel
        value={member.role}
        onChange={(role) => change.mutate({ id: member._id, role: role as StaffRole })}
        disabled={change.isPending}
      >
        <RoleOptions />
      </SelectField>
      {!self && (
        <Button size="sm" onClick={() => remove.mutate(member._id)} pending={remove.isPending} aria-label={`Remove ${member.email} from the staff`}>
          Remove
        </Button>
      )}
      <FormAlert message={change.error?.message ?? remove.error?.message} />
    </span>
  );
}

/** The owner's staff page: invite by email with a role, change roles, remove people. */
export default function StaffPage() {
  useDocumentTitle('Staff');
  const { user } = useSession();
  const staff = useStaff();
  const revoke = useRevokeInvite();
  const memberColumns: readonly Column<StaffMember>[] = [
    { key: 'name', header: 'Name', rowHeader: true, cell: (m) => m.username },
    { key: 'email', header: 'Email', cell: (m) => m.email },
    { key: 'role', header: 'Role', cell: (m) => <MemberActions member={m} self={m._id === user._id} /> },
  ];
  const inviteColumns: readonly Column<StaffInvite>[] = [
    { key: 'email', header: 'Email', rowHeader: true, cell: (i) => i.email },
    { key: 'role', header: 'Role', cell: (i) => STAFF_ROLE_LABELS[i.role] },
    { key: 'by', header: 'Invited by', hideNarrow: true, cell: (i) => i.invitedBy },
    { key: 'expires', header: 'Link works until', cell: (i) => formatDateTime(i.expiresAt) },
    {
      key: 'revoke',
      header: '',
      cell: (i) => (
        <Button size="sm" onClick={() => revoke.mutate(i._id)} aria-label={`Withdraw the invitation to ${i.email}`}>
          Withdraw
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Staff" description="Owners do everything; managers run the catalog and orders; support handles orders and messages." />
      <Panel title="Invite someone">
        <InviteForm />
      </Panel>
      <Panel title="Staff">
        <DataTable caption="Staff members" rows={staff.data?.members} rowKey={(m) => m._id} loading={staff.isPending} columns={memberColumns} />
      </Panel>
      <Panel title="Open invitations">
        <DataTable
          caption="Open invitations"
          rows={staff.data?.invites}
          rowKey={(i) => i._id}
          loading={staff.isPending}
          emptyMessage="No invitation is waiting."
          columns={inviteColumns}
        />
      </Panel>
    </>
  );
}
