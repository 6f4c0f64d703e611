import {
  Alert,
  Badge,
  Button,
  DataList,
  Field,
  HStack,
  Input,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { adminUserMachine, type ChangeAction } from '../../../machines/admin-users/admin-user.machine';
import { selectAdminUser } from '../../../machines/admin-users/admin-user.select';
import {
  type GrantDecision,
  grantDecisions,
  type PortalRole,
  portalRoles,
  type UserChange,
} from '../../../machines/admin-users/admin-users.schema';
import { formatDateTime } from '../../../machines/fields/date-time';
import { formatPhone } from '../../../machines/fields/phone';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { OptionSelect } from '../../components/option-select';
import { PageHeading, PageSection } from '../../components/page-heading';
import type { AdminUserFieldsFragment } from '../../gql/graphql';
import { adminUsersActors } from './admin-users.actors';

// The admin labels of specification section 3, in the order the page lists them.
const labels = [
  'login',
  'fullname',
  'pin',
  'passport',
  'inn',
  'type',
  'phone',
  'email',
  'birthdate',
  'birthcountry',
  'issueorg',
  'issuedate',
  'exprdate',
  'citizenship',
  'nationality',
  'regaddress',
  'actaddress',
  'orgInn',
  'orgname',
  'instime',
] as const;

/** A refusal of separation of duties (decision 072): the ministry's message, in the user's language. */
function Refusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

function ChangeForm({
  action,
  user,
  fields,
  refusal,
  saving,
  onSend,
  onCancel,
}: {
  action: ChangeAction;
  user: AdminUserFieldsFragment;
  fields: Record<string, string>;
  refusal: string | null;
  saving: boolean;
  onSend: (change: UserChange) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  const choices =
    action === 'grant'
      ? portalRoles.filter((role) => !user.roles.includes(role))
      : portalRoles.filter((role) => user.roles.includes(role));
  // The form's own inputs: plain text, not modes (the role as its select holds it, '' for none).
  const [role, setRole] = useState('');
  const [officeId, setOfficeId] = useState('');
  const [licenseNumber, setLicenseNumber] = useState('');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action === 'grant' || action === 'revoke') {
      const notary =
        action === 'grant' && role === 'notary' ? { officeId: Number(officeId), licenseNumber } : undefined;
      onSend({ action, role: role as PortalRole, reason, ...(notary ? { notary } : {}) } as UserChange);
    } else {
      onSend({ action, reason });
    }
  };
  return (
    <form onSubmit={submit} aria-label={t(`actions.${action}`)}>
      <Stack gap="3" borderWidth="1px" borderRadius="l2" p="4">
        <Text fontWeight="semibold">{t(`actions.${action}`)}</Text>
        {(action === 'grant' || action === 'revoke') && (
          <Field.Root invalid={Boolean(fields.role)} required>
            <Field.Label>{t('form.role')}</Field.Label>
            <OptionSelect
              empty={t('form.chooseRole')}
              options={choices.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
              field={{ value: role, onChange: (e) => setRole(e.target.value) }}
            />
            {fields.role && <Field.ErrorText>{fields.role}</Field.ErrorText>}
          </Field.Root>
        )}
        {action === 'grant' && role === 'notary' && (
          <>
            <Field.Root invalid={Boolean(fields['notary.officeId'] ?? fields.notary)} required>
              <Field.Label>{t('form.officeId')}</Field.Label>
              <Input inputMode="numeric" value={officeId} onChange={(e) => setOfficeId(e.target.value)} />
              {(fields['notary.officeId'] ?? fields.notary) && (
                <Field.ErrorText>{fields['notary.officeId'] ?? fields.notary}</Field.ErrorText>
              )}
            </Field.Root>
            <Field.Root invalid={Boolean(fields['notary.licenseNumber'])} required>
              <Field.Label>{t('form.licenseNumber')}</Field.Label>
              <Input
                value={licenseNumber}
                placeholder="N-000000"
                onChange={(e) => setLicenseNumber(e.target.value)}
              />
              {fields['notary.licenseNumber'] && (
                <Field.ErrorText>{fields['notary.licenseNumber']}</Field.ErrorText>
              )}
            </Field.Root>
          </>
        )}
        <Field.Root invalid={Boolean(fields.reason)} required>
          <Field.Label>{t('form.reason')}</Field.Label>
          <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          {fields.reason && <Field.ErrorText>{fields.reason}</Field.ErrorText>}
        </Field.Root>
        {fields.action && <Text color="fg.error">{fields.action}</Text>}
        <Refusal message={refusal} />
        <HStack>
          <Button type="submit" loading={saving}>
            {t('form.save')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {t('form.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

type PendingGrant = AdminUserFieldsFragment['pendingGrants'][number];

/** A second administrator's approval or rejection of one pending grant, with a reason. */
function DecisionForm({
  decision,
  fields,
  refusal,
  sending,
  onSend,
  onCancel,
}: {
  decision: GrantDecision;
  fields: Record<string, string>;
  refusal: string | null;
  sending: boolean;
  onSend: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  // The form's own text: plain input, not a mode.
  const [reason, setReason] = useState('');
  return (
    <form
      aria-label={t(`decision.${decision}`)}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(reason);
      }}
    >
      <Stack gap="3" borderWidth="1px" borderRadius="l2" p="4">
        <Field.Root invalid={Boolean(fields.reason)} required>
          <Field.Label>{t('form.reason')}</Field.Label>
          <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          {fields.reason && <Field.ErrorText>{fields.reason}</Field.ErrorText>}
        </Field.Root>
        <Refusal message={refusal} />
        <HStack>
          <Button type="submit" loading={sending}>
            {t(`decision.${decision}`)}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={sending}>
            {t('form.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The grants of the administrator or notary role one administrator asked for, waiting for another. */
function PendingGrants({
  grants,
  open,
  disabled,
  onOpen,
  form,
}: {
  grants: PendingGrant[];
  open: { grantId: number; decision: GrantDecision } | null;
  disabled: boolean;
  onOpen: (grantId: number, decision: GrantDecision) => void;
  form: ReactNode;
}) {
  const { t } = useTranslation('adminUsers');
  if (grants.length === 0) return null;
  return (
    <PageSection id="admin-user-pending" title={t('pending.title')} gap="3">
      <Stack as="ul" gap="4" listStyleType="none">
        {grants.map((grant) => (
          <li key={grant.id}>
            <Stack gap="2">
              <Text fontWeight="semibold">
                {t(`roles.${grant.role}`)}
                {grant.notary
                  ? ` · ${grant.notary.licenseNumber} · ${grant.notary.officeName ?? grant.notary.officeId}`
                  : ''}{' '}
                — {grant.reason}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('pending.requestedBy', {
                  name: grant.requestedBy.fullname,
                  login: grant.requestedBy.userid,
                  at: formatDateTime(grant.requestedAt),
                })}
              </Text>
              {grant.decidable ? (
                <HStack gap="2">
                  {grantDecisions.map((decision) => (
                    <Button
                      key={decision}
                      size="sm"
                      variant={
                        open?.grantId === grant.id && open?.decision === decision ? 'solid' : 'outline'
                      }
                      disabled={disabled}
                      onClick={() => onOpen(grant.id, decision)}
                    >
                      {t(`decision.${decision}`)}
                    </Button>
                  ))}
                </HStack>
              ) : (
                <Text fontSize="sm">{t('pending.awaiting')}</Text>
              )}
              {open?.grantId === grant.id && form}
            </Stack>
          </li>
        ))}
      </Stack>
    </PageSection>
  );
}

/** /admin/users/:id: the admin labels, the roles and the journal of one user (decisions 056, 072). */
export function AdminUserPage({ id }: { id: number }) {
  const page = usePageMachine(
    ({ client, report }) => adminUserMachine.provide({ actors: adminUsersActors(client, report) }),
    { input: { userId: id } },
  );
  return <AdminUserSections page={page} />;
}

/** The page's sections over its statechart (the component tests give it one with fake actors). */
export function AdminUserSections({ page }: { page: ActorRefFrom<typeof adminUserMachine> }) {
  const { t } = useTranslation('adminUsers');
  const view = useSelector(page, selectAdminUser);
  const user = view.user as AdminUserFieldsFragment | null;
  if (view.loading) return <Spinner role="img" aria-label={t('loading')} />;
  if (view.errorKey || !user) {
    return (
      <HStack>
        <Text color="fg.error">{t(view.errorKey ?? 'load.error')}</Text>
        {view.canRetry && <Button onClick={() => page.send({ type: 'user.retried' })}>{t('retry')}</Button>}
      </HStack>
    );
  }
  const actions: ChangeAction[] = user.isdeleted
    ? []
    : ['grant', 'revoke', user.state === 'blocked' ? 'unblock' : 'block', 'delete'];
  return (
    <Stack gap="5">
      <PageHeading variant="page" title={user.fio} intro={t('detail.intro')} />
      <HStack gap="2" wrap="wrap">
        {user.roles.map((role) => (
          <Badge key={role} colorPalette="blue">
            {t(`roles.${role}`)}
          </Badge>
        ))}
        {user.pendingGrants.map((grant) => (
          <Badge key={`pending-${grant.id}`} colorPalette="orange">
            {t('pending.badge', { role: t(`roles.${grant.role}`) })}
          </Badge>
        ))}
        <Badge colorPalette={user.state === 'blocked' ? 'red' : 'green'}>{t(`states.${user.state}`)}</Badge>
        {user.isdeleted && <Badge colorPalette="red">{t('deletedMark')}</Badge>}
      </HStack>
      {view.saved && (
        <Text role="status" color="green.fg">
          {t(`saved.${view.saved}`)}
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={view.form === action ? 'solid' : 'outline'}
            disabled={!view.canOpen}
            onClick={() => page.send({ type: 'user.changeOpened', action })}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </HStack>
      {view.form && (
        <ChangeForm
          key={view.form}
          action={view.form}
          user={user}
          fields={view.fields}
          refusal={view.refusal}
          saving={view.saving}
          onSend={(change) => page.send({ type: 'user.changeSent', change })}
          onCancel={() => page.send({ type: 'user.changeCancelled' })}
        />
      )}
      <PendingGrants
        grants={user.pendingGrants}
        open={view.decisionForm}
        disabled={!view.canOpen}
        onOpen={(grantId, decision) => page.send({ type: 'user.decisionOpened', grantId, decision })}
        form={
          view.decisionForm && (
            <DecisionForm
              key={`${view.decisionForm.grantId}-${view.decisionForm.decision}`}
              decision={view.decisionForm.decision}
              fields={view.fields}
              refusal={view.refusal}
              sending={view.sendingDecision}
              onSend={(reason) => page.send({ type: 'user.decisionSent', reason })}
              onCancel={() => page.send({ type: 'user.decisionCancelled' })}
            />
          )
        }
      />
      <PageSection id="admin-user-labels" title={t('detail.labels')} gap="3">
        <DataList.Root orientation="horizontal">
          {labels.map((label) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{t(`labels.${label}`)}</DataList.ItemLabel>
              <DataList.ItemValue>
                {label === 'phone' ? formatPhone(user.phone) || '—' : String(user[label] ?? '—')}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
          {user.notary && (
            <DataList.Item>
              <DataList.ItemLabel>{t('labels.notary')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {user.notary.licenseNumber} · {user.notary.officeName ?? user.notary.officeId} ·{' '}
                {t(`licence.${user.notary.licenseStatus}`, { defaultValue: user.notary.licenseStatus })}
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </PageSection>
      <PageSection id="admin-user-comments" title={t('detail.comments')} gap="3">
        {user.comments.length === 0 && <Text>{t('detail.noComments')}</Text>}
        <Stack as="ul" gap="2" listStyleType="none">
          {user.comments.map((comment) => (
            <li key={comment.id}>
              <Text>
                {t(`actions.${comment.action}`)}
                {comment.role ? `: ${t(`roles.${comment.role}`)}` : ''} — {comment.reason}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {comment.admin.fullname} ({comment.admin.userid}), {formatDateTime(comment.at)}
              </Text>
            </li>
          ))}
        </Stack>
      </PageSection>
    </Stack>
  );
}
