import { Alert, Badge, Box, Button, Heading, HStack, List, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Circle, CircleCheck, CircleDot } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { actStepStates } from '../../../machines/act/act.machine';
import { formatBankReference } from '../../../machines/fields/bank-reference';
import { formatPhone } from '../../../machines/fields/phone';
import { paths } from '../../../machines/navigation/routes';
import { createPayDialogMachine } from '../../../machines/payment/pay-dialog.machine';
import { type PayDialogView, selectPayDialog } from '../../../machines/payment/pay-dialog.select';
import { useAppView } from '../../app-actor/app-actor';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { CellNote, DataTable } from '../../components/data-table';
import { RouterLink } from '../../components/router-link';
import { useErrorReaction } from '../../errors/error-reaction';
import { VideoTab } from '../video';
import { ActActionBar } from './act-actions';
import { DownloadButton } from './act-download';
import { formatDate, formatDateTime, formatTiyin } from './act-format';
import { ActGeneralEdit, GeneralLists, generalRows } from './act-general-edit';
import { LiveAct, LiveActByRid, type RenderAct } from './act-loader';
import { InvitationPanel } from './invitation-panel';
import { InvitationQr } from './invitation-qr';
import { NotaryChoicePanel } from './notary-choice-panel';
import { ClientBlock, PartyDetailsRow } from './party-details';
import { payDialogActors } from './pay.actors';
import { PayDialog } from './pay-dialog';
import { RemarkAlert } from './remark-alert';
import { OtherSubjectDetails, RealEstateDetails, useRealEstateTitle } from './subject-details';
import { TypeFields } from './type-fields';
import type { ActDetail } from './use-act';
import { Fields, VehicleDetails } from './vehicle-details';

/**
 * The steps of the act's path (nine, or six on the simplified path: `view.steps`, from the statechart)
 * with the current one marked, each under its specification number; a side state is shown beside them.
 */
export function StepBar({ act }: { act: ActDetail }) {
  const { t } = useTranslation('acts');
  const current = act.view.step ?? null;
  // In a side state the bar shows how far the act had come (general.step keeps the last step).
  const reached = current ?? act.general.step;
  return (
    <Stack gap="3">
      <Box
        as="ol"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: `repeat(${act.view.steps.length}, 1fr)` }}
        gap="2"
        aria-label={t('detail.steps')}
      >
        {act.view.steps.map((step) => {
          const state = actStepStates[step - 1];
          const isCurrent = current === step;
          const done = step < reached || (act.view.completed && step === 9);
          return (
            <Box
              as="li"
              key={state}
              listStyleType="none"
              p="2"
              borderRadius="l2"
              borderWidth="1px"
              borderColor={isCurrent ? 'blue.solid' : 'border'}
              bg={isCurrent ? 'blue.subtle' : undefined}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <HStack gap="2" align="start">
                <Box color={done ? 'green.fg' : isCurrent ? 'blue.fg' : 'fg.subtle'} flexShrink={0} pt="0.5">
                  {done ? (
                    <CircleCheck size={16} />
                  ) : isCurrent ? (
                    <CircleDot size={16} />
                  ) : (
                    <Circle size={16} />
                  )}
                </Box>
                <Text fontSize="xs" fontWeight={isCurrent ? 'semibold' : 'normal'}>
                  {step}. {t(`states.${state}`)}
                </Text>
              </HStack>
            </Box>
          );
        })}
      </Box>
      {act.view.sideState && (
        <Alert.Root status={act.view.lapsed ? 'warning' : 'error'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(`states.${act.view.sideState}`)}</Alert.Title>
            {act.view.reason && <Alert.Description>{act.view.reason}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

function GeneralTab({ act }: { act: ActDetail }) {
  return (
    <Stack gap="3">
      <GeneralFields act={act} />
      <GeneralLists act={act} />
      <TypeFields act={act} />
    </Stack>
  );
}

function GeneralFields({ act }: { act: ActDetail }) {
  const { t } = useTranslation('acts');
  const g = act.general;
  return (
    <Fields
      items={[
        [t('general.type'), g.type.name],
        [t('general.regnum'), g.regnum],
        [t('general.regdate'), formatDate(g.regdate)],
        [t('general.status'), t(`statuses.${g.status}`)],
        [t('general.regtype'), t(`regtypes.${g.regtype}`)],
        [t('general.system'), t(`systems.${g.regsystemid}`)],
        [t('general.created'), formatDateTime(g.instime)],
        [t('general.visit'), g.visitdate ? `${formatDate(g.visitdate)} ${g.visittime ?? ''}` : null],
        [
          t('general.office'),
          g.office
            ? [g.office.name, g.office.address, formatPhone(g.office.phone)].filter(Boolean).join(', ')
            : null,
        ],
        [
          t('general.notary'),
          g.notary
            ? [g.notary.name, formatPhone(g.notary.phone)].filter(Boolean).join(', ')
            : t('general.noNotary'),
        ],
        [t('general.clientPhone'), formatPhone(g.clientPhone) || null],
        [
          t('general.language'),
          g.language ? t(`languages.${g.language}`, { defaultValue: g.language }) : null,
        ],
        [t('general.freeOfPayment'), g.freeOfPayment ? t('yes') : null],
        // Decision 080: place, period in force, the reason for an act free of payment.
        ...generalRows(act, t),
        [t('general.remark'), g.remark],
        [t('general.cancellationReason'), g.cancellationReason],
        [t('general.annulledAt'), formatDateTime(g.annulledAt)],
      ]}
    />
  );
}

function PartyStatus({ status }: { status: string | null }) {
  const { t } = useTranslation('acts');
  const palette = status === 'accepted' ? 'green' : status === null ? 'orange' : 'red';
  return <Badge colorPalette={palette}>{t(`partyStatuses.${status ?? 'awaiting'}`)}</Badge>;
}

/** The document a party was named by: the passport, or a minor's birth record. */
export const documentOf = (party: ActDetail['parties'][number]) =>
  [party.passserial, party.passnum].filter(Boolean).join(' ') || party.birthRecordNumber || '—';

function PartiesTab({ act }: { act: ActDetail }) {
  const { t } = useTranslation(['acts', 'actTypes']);
  // The party and vehicle pages are browser routes; a kiosk shows the act on one screen.
  const { kiosk } = useAppView();
  const columns = [
    t('parties.role'),
    t('parties.fio'),
    t('parties.passport'),
    t('parties.pin'),
    t('parties.status'),
    t('parties.invitation'),
  ];
  return (
    <Stack gap="6">
      {/* The applicant as section 3's client: the ministry sends it to whom may see it (decision 082). */}
      {act.client && <ClientBlock client={act.client} />}
      <PartiesTable act={act} columns={columns} kiosk={kiosk} />
    </Stack>
  );
}

function PartiesTable({ act, columns, kiosk }: { act: ActDetail; columns: string[]; kiosk: boolean }) {
  const { t } = useTranslation(['acts', 'actTypes']);
  return (
    <DataTable columns={columns}>
      {act.parties.flatMap((party) => [
        <Table.Row key={party.id}>
          <Table.Cell>
            <Text>{t(`actTypes:roles.${party.role}`)}</Text>
            <HStack gap="1" wrap="wrap">
              {party.applicant && <Badge size="sm">{t('parties.applicant')}</Badge>}
              {party.coOwner && <Badge size="sm">{t('parties.coOwner')}</Badge>}
              {party.me && (
                <Badge size="sm" colorPalette="blue">
                  {t('parties.me')}
                </Badge>
              )}
            </HStack>
          </Table.Cell>
          <Table.Cell>
            {kiosk ? (
              party.fio
            ) : (
              <RouterLink href={paths.myActMember(act.rid, party.id)} colorPalette="blue">
                {party.fio}
              </RouterLink>
            )}
            {party.orgName && <CellNote>{party.orgName}</CellNote>}
            {party.deathDate && (
              <Text color="fg.error" fontSize="xs">
                {t('parties.deceased', { date: formatDate(party.deathDate) })}
              </Text>
            )}
            {/* Until the party accepts, what the applicant typed and the registry's name only (decision 069). */}
            {!party.disclosed && <CellNote>{t('parties.undisclosed')}</CellNote>}
          </Table.Cell>
          <Table.Cell>{documentOf(party)}</Table.Cell>
          <Table.Cell>{party.pin}</Table.Cell>
          <Table.Cell>
            {party.applicant ? '—' : <PartyStatus status={party.status ?? null} />}
            {party.statusAt && <CellNote>{formatDateTime(party.statusAt)}</CellNote>}
          </Table.Cell>
          <Table.Cell>
            {party.applicant ? '—' : t(party.smsSent ? 'parties.smsSent' : 'parties.smsNotSent')}
            {party.invitationLink && <InvitationQr link={party.invitationLink} fio={party.fio ?? ''} />}
          </Table.Cell>
        </Table.Row>,
        <PartyDetailsRow
          key={`${party.id}-details`}
          party={party}
          parties={act.parties}
          columns={columns.length}
        />,
      ])}
    </DataTable>
  );
}

function SubjectsTab({ act }: { act: ActDetail }) {
  const { t } = useTranslation(['acts', 'actTypes']);
  const { kiosk } = useAppView();
  const estateTitle = useRealEstateTitle();
  const { vehicles, realEstates, other } = act.subjects;
  if (vehicles.length === 0 && realEstates.length === 0 && !other) {
    return <Text color="fg.muted">{t('subjects.none')}</Text>;
  }
  // On a kiosk the subject pages are not offered: their headings are plain text.
  const heading = (title: string, href: string) => (
    <Heading as="h3" size="md">
      {kiosk ? (
        title
      ) : (
        <RouterLink href={href} colorPalette="blue">
          {title}
        </RouterLink>
      )}
    </Heading>
  );
  return (
    <Stack gap="8">
      {vehicles.map((v) => (
        <Stack key={v.id} gap="4">
          {heading(`${v.make} ${v.model} · ${v.stateNumber}`, paths.myActAuto(act.rid, v.id))}
          <VehicleDetails vehicle={v} />
        </Stack>
      ))}
      {realEstates.map((estate) => (
        <Stack key={estate.id} gap="4" aria-label={t('actTypes:subjects.realEstate')} role="group">
          <Text color="fg.muted">{t('actTypes:subjects.realEstate')}</Text>
          {heading(estateTitle(estate), paths.myActRealty(act.rid, estate.id))}
          <RealEstateDetails estate={estate} />
        </Stack>
      ))}
      {other && (
        <Stack gap="4">
          {heading(t('actTypes:subjects.other'), paths.myActOther(act.rid, other.id))}
          <OtherSubjectDetails other={other} />
        </Stack>
      )}
    </Stack>
  );
}

/** How an invoice was paid: card ****1234, bank transfer with its reference, or on site. */
function paymentMethodText(
  t: (key: string, values?: Record<string, string>) => string,
  payment: { method: string; cardLast4?: string | null; reference?: string | null },
): string {
  if (payment.method === 'card') return t('payments.card', { last4: payment.cardLast4 ?? '' });
  if (payment.method === 'bank') {
    return t('payments.bank', { reference: formatBankReference(payment.reference ?? '') });
  }
  return t('payments.on_site');
}

const payDialogLogic = createPayDialogMachine<ActDetail>();

function PaymentsTab({ act, onAct }: { act: ActDetail; onAct: (act: ActDetail) => void }) {
  const { t, i18n } = useTranslation('acts');
  const reactToError = useErrorReaction();
  const actor = usePageMachine(({ client }) => payDialogLogic.provide({ actors: payDialogActors(client) }));
  const pay = useSelector(
    actor,
    (snapshot) => selectPayDialog(snapshot, actor.send, act.view.payableInvoiceIds),
    shallowPayView,
  );
  useEffect(() => {
    const subscriptions = [
      actor.on('pay.paid', ({ act: paid }) => onAct(paid)),
      actor.on('pay.failed', ({ report }) => reactToError(report)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, onAct, reactToError]);
  if (act.payments.length === 0) return <Text color="fg.muted">{t('payments.none')}</Text>;
  return (
    <>
      <DataTable
        columns={[
          t('payments.purpose'),
          { label: t('payments.amount'), textAlign: 'end' },
          t('payments.state'),
          t('payments.payment'),
          '',
        ]}
      >
        {act.payments.map((item) => (
          <Table.Row key={item.id}>
            <Table.Cell>{t(`purposes.${item.purpose}`)}</Table.Cell>
            <Table.Cell textAlign="end">
              {formatTiyin(item.amount, i18n.language)} {t('som')}
              {/* An amount other than the computed fee, and the notary's reason for it (decision 040). */}
              {item.reason && (
                <Text fontSize="sm" color="fg.muted">
                  {item.computedAmount !== null &&
                    `${t('payments.computed', { amount: formatTiyin(item.computedAmount, i18n.language) })}. `}
                  {t('payments.reason', { reason: item.reason })}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={item.paid ? 'green' : item.bankOrder ? 'blue' : 'orange'}>
                {t(
                  item.paid ? 'payments.paid' : item.bankOrder ? 'payments.awaitingBank' : 'payments.unpaid',
                )}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              {/* When, how and by whom (decision 083); the payer's name only to those who may see it. */}
              {item.payment && (
                <Stack gap="0.5" fontSize="sm">
                  <Text>{formatDateTime(item.payment.at)}</Text>
                  <Text>{paymentMethodText(t, item.payment)}</Text>
                  {item.payment.payerName && (
                    <Text color="fg.muted">{t('payments.payer', { name: item.payment.payerName })}</Text>
                  )}
                </Stack>
              )}
              {!item.payment && item.bankOrder && (
                <Text fontSize="sm" fontFamily="mono">
                  {t('payments.orderReference', { reference: formatBankReference(item.bankOrder.reference) })}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell textAlign="end">
              {act.view.payableInvoiceIds.includes(item.id) && (
                <Button
                  size="sm"
                  colorPalette="blue"
                  variant={item.bankOrder ? 'outline' : 'solid'}
                  onClick={() =>
                    pay.openOn({
                      id: item.id,
                      amount: item.amount,
                      purpose: item.purpose,
                      bankReference: item.bankOrder?.reference ?? null,
                    })
                  }
                >
                  {t(item.bankOrder ? 'payments.bankDetails' : 'payments.pay')}
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      {pay.open && <PayDialog view={pay} version={act.version} />}
    </>
  );
}

/** The projection's data compared field by field (its intents are new functions on every read). */
function shallowPayView(a: PayDialogView, b: PayDialogView): boolean {
  return (Object.keys(a) as (keyof PayDialogView)[]).every(
    (key) => typeof a[key] === 'function' || Object.is(a[key], b[key]),
  );
}

function ReferencesTab({ act }: { act: ActDetail }) {
  const { t } = useTranslation('acts');
  const r = act.references;
  const line = (blocking: boolean, key: string, values?: Record<string, unknown>) => (
    <List.Item key={key}>
      <Badge colorPalette={blocking ? 'red' : 'green'} me="2">
        {t(blocking ? 'references.blocking' : 'references.clear')}
      </Badge>
      {t(`references.${key}`, values)}
    </List.Item>
  );
  return (
    <List.Root gap="2" variant="plain">
      {line(r.vehicleBans > 0, 'vehicleBans', { count: r.vehicleBans })}
      {line(r.unpaidFines > 0, 'unpaidFines', { count: r.unpaidFines })}
      {line(r.enforcementDebt, r.enforcementDebt ? 'enforcementDebt' : 'noEnforcementDebt')}
      {line(r.deceasedParty, r.deceasedParty ? 'deceasedParty' : 'noDeceasedParty')}
    </List.Root>
  );
}

function ResultTab({ act }: { act: ActDetail }) {
  const { t } = useTranslation('acts');
  const r = act.result;
  return (
    <Stack gap="4">
      <Fields
        items={[
          [t('result.state'), t(`states.${r.state}`)],
          [t('result.regnum'), r.regnum],
          [t('result.regdate'), formatDate(r.regdate)],
          [t('result.refusalReason'), r.refusal?.reason],
          [t('result.cancellationReason'), r.cancellationReason],
        ]}
      />
      {r.refusal && <DownloadButton file={r.refusal.file} />}
      {!r.regnum && !r.refusal && !r.cancellationReason && <Text color="fg.muted">{t('result.none')}</Text>}
    </Stack>
  );
}

function HistoryTab({ act }: { act: ActDetail }) {
  const { t } = useTranslation('acts');
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h3" size="md">
          {t('history.notes')}
        </Heading>
        {act.notes.length === 0 ? (
          <Text color="fg.muted">{t('history.noNotes')}</Text>
        ) : (
          <List.Root gap="3" variant="plain">
            {act.notes.map((note) => (
              <List.Item key={note.id} display="block">
                <HStack gap="2">
                  <Badge>{t(`noteKinds.${note.kind}`)}</Badge>
                  <CellNote>{formatDateTime(note.at)}</CellNote>
                </HStack>
                <Text whiteSpace="pre-wrap">{note.text}</Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="md">
          {t('history.journal')}
        </Heading>
        <List.Root gap="1" ps="5" as="ol">
          {act.journal.map((entry) => (
            <List.Item key={entry.version}>
              {formatDateTime(entry.at)} · {t(`events.${entry.event}.button`, { defaultValue: entry.event })}{' '}
              · {t(`actorRoles.${entry.role}`)} → {t(`states.${entry.toState}`)}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}

/** The act's type over its number (or its row id) and its state's badge: the page's heading. */
function ActHeading({ act }: { act: ActDetail }) {
  const { t } = useTranslation('acts');
  const title = act.general.regnum ?? t('list.noRegnum', { rid: act.rid });
  return (
    <>
      <Text color="fg.muted">{act.general.type.name}</Text>
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Badge size="lg" colorPalette={act.view.completed ? 'green' : act.view.stopped ? 'red' : 'blue'}>
          {t(act.view.stateKey)}
        </Badge>
      </HStack>
    </>
  );
}

/**
 * What a party who rejected or left the act still sees (decision 069): the act's type, number and
 * state, and their own participation; the ministry sends nothing else.
 */
function DepartedView({ act }: { act: ActDetail }) {
  const { t } = useTranslation('acts');
  return (
    <Stack gap="6">
      <Stack gap="1">
        <ActHeading act={act} />
      </Stack>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('departed.title')}</Alert.Title>
          <Alert.Description>{t('departed.description')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack gap="2">
        <Heading as="h2" size="md">
          {t('departed.participation')}
        </Heading>
        <PartiesTab act={act} />
      </Stack>
    </Stack>
  );
}

export function ActDetailView({ act, onAct }: { act: ActDetail; onAct: (act: ActDetail) => void }) {
  if (act.viewer.departed) return <DepartedView act={act} />;
  return <FullActView act={act} onAct={onAct} />;
}

function FullActView({ act, onAct }: { act: ActDetail; onAct: (act: ActDetail) => void }) {
  const { t } = useTranslation('acts');
  const { kiosk } = useAppView();
  const search = useSearch();
  // The tabs in their order (each one's label is `tabs.<name>`); a tab mounts when first opened.
  const tabs = {
    general: <GeneralTab act={act} />,
    parties: <PartiesTab act={act} />,
    subjects: <SubjectsTab act={act} />,
    printForm: act.printForm ? (
      <DownloadButton file={act.printForm} />
    ) : (
      <Text color="fg.muted">{t('detail.noPrintForm')}</Text>
    ),
    payments: <PaymentsTab act={act} onAct={onAct} />,
    references: <ReferencesTab act={act} />,
    result: <ResultTab act={act} />,
    history: <HistoryTab act={act} />,
    // A video conference's act (regtype 2): the readiness checks, joining, who came, the recordings.
    ...(act.general.regtype === 2
      ? {
          video: (
            <Suspense fallback={null}>
              <VideoTab
                uuid={act.uuid}
                visitdate={act.general.visitdate ?? null}
                visittime={act.general.visittime ?? null}
                kiosk={kiosk}
                // A recording is neither printed nor saved on a kiosk the next person uses.
                download={(file) => (kiosk ? null : <DownloadButton file={file} />)}
              />
            </Suspense>
          ),
        }
      : {}),
  };
  // `?tab=video` (the notifications' link, decision 045) opens the tab it names, when the act has it.
  const named = new URLSearchParams(search).get('tab');
  const initialTab = named && named in tabs ? named : 'general';
  return (
    <Stack gap="6">
      <Stack gap="1">
        <ActHeading act={act} />
        <Text fontSize="sm" color="fg.muted">
          {t('detail.viewerRole', { role: t(`actorRoles.${act.viewer.role}`) })}
          {act.view.awaitingMe ? ` · ${t('detail.awaitingMe')}` : ''}
        </Text>
      </Stack>
      <StepBar act={act} />
      <RemarkAlert act={act} />
      <NotaryChoicePanel act={act} onAct={onAct} />
      <ActActionBar act={act} onAct={onAct} />
      <ActGeneralEdit act={act} onAct={onAct} />
      <Tabs.Root defaultValue={initialTab} variant="line" lazyMount>
        <Tabs.List flexWrap="wrap">
          {Object.keys(tabs).map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {Object.entries(tabs).map(([tab, content]) => (
          <Tabs.Content key={tab} value={tab}>
            {content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

const renderDetail: RenderAct = (act, onAct) => <ActDetailView act={act} onAct={onAct} />;

/** /my_notarial_act/{rid} and /enotarial_act/{uuid}[?invite=token]. */
export default function ActPage({ rid, uuid }: { rid?: string; uuid?: string }) {
  const search = useSearch();
  const invite = new URLSearchParams(search).get('invite');
  if (uuid && invite) return <InvitationPanel token={invite} />;
  if (uuid) return <LiveAct uuid={uuid} render={renderDetail} />;
  if (rid) return <LiveActByRid rid={rid} render={renderDetail} />;
  return null;
}
