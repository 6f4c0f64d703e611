import {
  Alert,
  Badge,
  Button,
  DataList,
  Field,
  HStack,
  Input,
  List,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { type ZodType, z } from 'zod';
import { confirmationCodeSchema, maskConfirmationCode } from '../../../machines/fields/confirmation-code';
import { formatDateTime } from '../../../machines/fields/date-time';
import { emailSchema } from '../../../machines/fields/email';
import { formatPhone, maskPhone, phoneSchema } from '../../../machines/fields/phone';
import { type ProfileData, profileMachine } from '../../../machines/profile/profile.machine';
import { selectProfile } from '../../../machines/profile/profile.select';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { PageHeading, PageSection } from '../../components/page-heading';
import { BrowserTraceConsent } from './browser-trace-consent';
import { profileActors } from './profile.actors';

// The profile labels of specification section 3 and the rest of the user record, in this order.
const labels = [
  'login',
  'fullname',
  'pin',
  'inn',
  'passport',
  'issueorg',
  'issuedate',
  'exprdate',
  'birthdate',
  'citizenship',
  'nationality',
  'region',
  'district',
  'regaddress',
  'actaddress',
] as const satisfies readonly (keyof ProfileData)[];

const when = (iso: string) => formatDateTime(iso);

type Values = Record<string, string>;

/**
 * One text box sent as one event: its value is checked by the field's rule (machines/fields) before
 * it goes, and the ministry's message, when it refuses, is shown under it.
 */
function ContactForm({
  name,
  label,
  schema,
  mask,
  inputMode,
  refused,
  saving,
  submitLabel,
  onSend,
  onCancel,
  extra,
}: {
  name: string;
  label: string;
  schema: ZodType<string>;
  mask?: (value: string) => string;
  inputMode?: 'numeric' | 'email' | 'tel';
  refused: string | undefined;
  saving: boolean;
  submitLabel: string;
  onSend: (value: string) => void;
  onCancel: () => void;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation('profile');
  // The box's text and the rule's message are react-hook-form's field state (STYLE.md: one form
  // style), checked by the field's zod rule when the form is sent.
  const [resolver] = useState(() => zodResolver(z.object({ [name]: schema })) as unknown as Resolver<Values>);
  const form = useForm<Values>({ resolver, defaultValues: { [name]: '' } });
  const submit = form.handleSubmit((values) => onSend(values[name] ?? ''));
  const wrong = form.formState.errors[name]?.message;
  const message = wrong ? t(`validation.${wrong}`) : refused;
  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <Stack gap="3" borderWidth="1px" borderRadius="l2" p="4">
        <Field.Root invalid={Boolean(message)} required>
          <Field.Label>{label}</Field.Label>
          <Input
            {...form.register(name, {
              onChange: (event: { target: HTMLInputElement }) => {
                if (mask) form.setValue(name, mask(event.target.value));
              },
            })}
            inputMode={inputMode}
            autoComplete="off"
          />
          {message && <Field.ErrorText>{message}</Field.ErrorText>}
        </Field.Root>
        {extra}
        <HStack>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {t('form.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * /profile: the citizen's record, contacts, consent, reviews and sessions (decision 059), and who
 * looked them up in the registry (decision 069).
 */
export function ProfilePage() {
  const page = usePageMachine(({ client, report }) =>
    profileMachine.provide({ actors: profileActors(client, report) }),
  );
  return (
    <Stack gap="6">
      <ProfileSections page={page} />
      <BrowserTraceConsent />
    </Stack>
  );
}

/** The page's sections, rendering the profile machine's projection and sending its events. */
export function ProfileSections({ page }: { page: ActorRefFrom<typeof profileMachine> }) {
  const { t } = useTranslation('profile');
  const view = useSelector(page, selectProfile);
  const profile = view.profile;
  if (view.loading) return <Spinner role="img" aria-label={t('loading')} />;
  if (view.errorKey || !profile) {
    return (
      <HStack>
        <Text color="fg.error">{t(view.errorKey ?? 'load.error')}</Text>
        {view.canRetry && (
          <Button onClick={() => page.send({ type: 'profile.retried' })}>{t('retry')}</Button>
        )}
      </HStack>
    );
  }
  const reviews = view.reviews;
  const pages = reviews ? Math.max(1, Math.ceil(reviews.total / reviews.pageSize)) : 1;
  const lookups = view.lookups;
  const lookupPages = lookups ? Math.max(1, Math.ceil(lookups.total / lookups.pageSize)) : 1;
  const cancel = () => page.send({ type: 'contacts.editCancelled' });
  return (
    <Stack gap="6">
      <PageHeading variant="page" title={t('title')} intro={t('intro')} />
      {view.saved && (
        <Text role="status" color="green.fg">
          {t(`saved.${view.saved}`)}
        </Text>
      )}

      <PageSection id="profile-record" title={t('sections.record')} gap="3">
        <DataList.Root orientation="horizontal">
          {labels.map((label) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{t(`labels.${label}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{profile[label] ?? '—'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </PageSection>

      <PageSection id="profile-contacts" title={t('sections.contacts')} gap="3">
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t('labels.phone')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="profile-phone">
              +998 {formatPhone(profile.phone)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('labels.email')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="profile-email">{profile.email ?? '—'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {view.form === 'none' && (
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              disabled={!view.canEditContacts}
              onClick={() => page.send({ type: 'phone.editOpened' })}
            >
              {t('actions.changePhone')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!view.canEditContacts}
              onClick={() => page.send({ type: 'email.editOpened' })}
            >
              {t('actions.changeEmail')}
            </Button>
          </HStack>
        )}
        {view.form === 'email' && (
          <ContactForm
            name="email"
            label={t('form.email')}
            schema={emailSchema}
            inputMode="email"
            refused={view.fields.email}
            saving={view.saving}
            submitLabel={t('form.save')}
            onSend={(email) => page.send({ type: 'email.submitted', email })}
            onCancel={cancel}
          />
        )}
        {view.form === 'phone' && (
          <ContactForm
            name="phone"
            label={t('form.phone')}
            schema={phoneSchema}
            mask={maskPhone}
            inputMode="tel"
            refused={view.fields.phone}
            saving={view.saving}
            submitLabel={t('form.sendCode')}
            onSend={(phone) => page.send({ type: 'phone.submitted', phone })}
            onCancel={cancel}
            extra={<Text color="fg.muted">{t('form.phoneHint')}</Text>}
          />
        )}
        {view.form === 'code' && view.codeSent && (
          <ContactForm
            key={view.codeSent.expiresAt}
            name="code"
            label={t('form.code')}
            schema={confirmationCodeSchema}
            mask={maskConfirmationCode}
            inputMode="numeric"
            refused={view.fields.code}
            saving={view.saving}
            submitLabel={t('form.confirm')}
            onSend={(code) => page.send({ type: 'code.submitted', code })}
            onCancel={cancel}
            extra={
              <Stack gap="1">
                <Text role="status">
                  {t('form.codeSent', {
                    phone: `+998 ${formatPhone(view.codeSent.phone)}`,
                    time: formatDateTime(view.codeSent.expiresAt),
                  })}
                </Text>
                <Button
                  alignSelf="start"
                  size="xs"
                  variant="plain"
                  onClick={() => page.send({ type: 'phone.editOpened' })}
                >
                  {t('form.newCode')}
                </Button>
              </Stack>
            }
          />
        )}
      </PageSection>

      <PageSection id="profile-consent" title={t('sections.consent')} gap="3">
        <HStack>
          <Badge colorPalette={profile.consent ? 'green' : 'red'} data-testid="profile-consent">
            {t(profile.consent ? 'consent.given' : 'consent.withdrawn')}
          </Badge>
        </HStack>
        <Text>{t('consent.explanation')}</Text>
        {view.servicesRefused.length > 0 && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('consent.refusedTitle')}</Alert.Title>
              <Alert.Description>
                <List.Root ps="4">
                  {view.servicesRefused.map((service) => (
                    <List.Item key={service}>{t(`services.${service}`)}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <HStack>
          {view.canWithdrawConsent && (
            <Button
              colorPalette="red"
              variant="outline"
              onClick={() => page.send({ type: 'consent.withdrawn' })}
            >
              {t('consent.withdraw')}
            </Button>
          )}
          {view.canGiveConsent && (
            <Button onClick={() => page.send({ type: 'consent.given' })}>{t('consent.give')}</Button>
          )}
          {view.consentSaving && <Spinner size="sm" role="img" aria-label={t('loading')} />}
        </HStack>
        {profile.consentJournal.length > 0 && (
          <Stack gap="1">
            <Text fontWeight="semibold">{t('consent.journal')}</Text>
            <List.Root ps="4" aria-label={t('consent.journal')}>
              {profile.consentJournal.map((entry) => (
                <List.Item key={`${entry.at}-${entry.event}`}>
                  {t(`consent.events.${entry.event}`)} — {when(entry.at)}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
      </PageSection>

      <PageSection id="profile-reviews" title={t('sections.reviews')} gap="3">
        {!reviews || reviews.items.length === 0 ? (
          <Text color="fg.muted">{t('reviews.empty')}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {reviews.items.map((review) => (
              <li key={review.id}>
                <Text fontWeight="semibold">
                  {review.notaryName} · {t('reviews.rating', { rating: review.rating })}
                  {review.hidden ? ` · ${t('reviews.hidden')}` : ''}
                </Text>
                {review.text && <Text>{review.text}</Text>}
                <Text fontSize="sm" color="fg.muted">
                  {when(review.createdAt)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {pages > 1 && reviews && (
          <HStack>
            <Button
              size="sm"
              variant="outline"
              disabled={!view.canPreviousReviews}
              onClick={() => page.send({ type: 'reviews.pageRequested', page: reviews.page - 1 })}
            >
              {t('previous')}
            </Button>
            <Text>{t('page', { page: reviews.page, pages })}</Text>
            <Button
              size="sm"
              variant="outline"
              disabled={!view.canNextReviews}
              onClick={() => page.send({ type: 'reviews.pageRequested', page: reviews.page + 1 })}
            >
              {t('next')}
            </Button>
          </HStack>
        )}
      </PageSection>

      <PageSection id="profile-lookups" title={t('sections.lookups')} gap="3">
        <Text color="fg.muted">{t('lookups.intro')}</Text>
        {!lookups || lookups.items.length === 0 ? (
          <Text>{t('lookups.empty')}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t('sections.lookups')}>
            {lookups.items.map((lookup) => (
              <li key={lookup.id}>
                <Text>{t('lookups.line', { by: lookup.by, type: lookup.actType.name })}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {when(lookup.at)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {lookupPages > 1 && lookups && (
          <HStack>
            <Button
              size="sm"
              variant="outline"
              disabled={!view.canPreviousLookups}
              loading={view.lookupsLoading}
              onClick={() => page.send({ type: 'lookups.pageRequested', page: lookups.page - 1 })}
            >
              {t('previous')}
            </Button>
            <Text>{t('page', { page: lookups.page, pages: lookupPages })}</Text>
            <Button
              size="sm"
              variant="outline"
              disabled={!view.canNextLookups}
              loading={view.lookupsLoading}
              onClick={() => page.send({ type: 'lookups.pageRequested', page: lookups.page + 1 })}
            >
              {t('next')}
            </Button>
          </HStack>
        )}
      </PageSection>

      <PageSection id="profile-sessions" title={t('sections.sessions')} gap="3">
        <List.Root ps="4" aria-label={t('sections.sessions')}>
          {view.sessions.map((session) => (
            <List.Item key={session.id} data-testid="profile-session">
              {t('sessions.line', { since: when(session.createdAt), seen: when(session.lastSeenAt) })}
              {session.current ? ` · ${t('sessions.current')}` : ''}
            </List.Item>
          ))}
        </List.Root>
        <Button
          alignSelf="start"
          variant="outline"
          disabled={!view.canEndOtherSessions}
          loading={view.endingSessions}
          onClick={() => page.send({ type: 'sessions.othersEnded' })}
        >
          {t('sessions.endOthers')}
        </Button>
      </PageSection>
    </Stack>
  );
}
