import {
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
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { adminUserMachine, type ChangeAction } from '../../../machines/admin-users/admin-user.machine';
import { selectAdminUser } from '../../../machines/admin-users/admin-user.select';
import {
  type PortalRole,
  portalRoles,
  type UserChange,
} from '../../../machines/admin-users/admin-users.schema';
import { OptionSelect } from '../../components/option-select';
import { PageHeading, PageSection } from '../../components/page-heading';
import { useErrorReaction } from '../../errors/error-reaction';
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

function ChangeForm({
  action,
  user,
  fields,
  saving,
  onSend,
  onCancel,
}: {
  action: ChangeAction;
  user: AdminUserFieldsFragment;
  fields: Record<string, string>;
  saving: boolean;
  onSend: (change: UserChange) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  const choices =
    action === 'grant'
      ? portalRoles.filter((role) => !user.roles.includes(role))
      : portalRoles.filter((role) => user.roles.includes(role));
  // The form's own inputs: plain text, not modes.
  const [role, setRole] = useState<PortalRole | ''>('');
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
              field={{ value: role, onChange: (e) => setRole(e.target.value as PortalRole | '') }}
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

/** /admin/users/:id: the admin labels, the roles and the journal of one user (decision 056). */
export function AdminUserPage({ id }: { id: number }) {
  const { t } = useTranslation('adminUsers');
  const client = useClient();
  const report = useErrorReaction();
  const logic = useMemo(
    () => adminUserMachine.provide({ actors: adminUsersActors(client, report) }),
    [client, report],
  );
  const page = useActorRef(logic, { input: { userId: id } });
  const view = useSelector(page, selectAdminUser);
  const user = view.user as AdminUserFieldsFragment | null;
  if (view.loading) return <Spinner aria-label={t('loading')} />;
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
            disabled={view.saving}
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
          saving={view.saving}
          onSend={(change) => page.send({ type: 'user.changeSent', change })}
          onCancel={() => page.send({ type: 'user.changeCancelled' })}
        />
      )}
      <PageSection id="admin-user-labels" title={t('detail.labels')} gap="3">
        <DataList.Root orientation="horizontal">
          {labels.map((label) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{t(`labels.${label}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{String(user[label] ?? '—')}</DataList.ItemValue>
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
                {comment.admin.fullname} ({comment.admin.userid}), {new Date(comment.at).toLocaleString()}
              </Text>
            </li>
          ))}
        </Stack>
      </PageSection>
    </Stack>
  );
}
