import { Alert, Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { actTypes, isActTypeId } from '../../../machines/act-types/act-types';
import { fieldLabelKeyOf } from '../../../machines/act-types/labels';
import { maskAmount } from '../../../machines/fields/amount';
import { formatPhone, maskPhone } from '../../../machines/fields/phone';
import { paths } from '../../../machines/navigation/routes';
import { RouterLink } from '../../components/router-link';
import { ActEditForm, editableFields } from './act-edit-form';
import { formatDate, formatDateTime } from './act-format';
import { LiveActByRid } from './act-loader';
import { SubjectEditForm } from './act-subject-edit';
import { RemarkAlert } from './remark-alert';
import { OtherSubjectDetails, RealEstateDetails, useRealEstateTitle } from './subject-details';
import type { ActDetail } from './use-act';
import { Fields, VehicleDetails } from './vehicle-details';

// /my_notarial_act/{rid}/member/{id}, .../auto/{id}, .../realty/{id} and .../other/{id}: one party, one
// vehicle, one real estate, the other subject data of an act, live like the act page. In preparation
// (the statechart's canEdit: the applicant's) they carry the corrections the notary's remarks ask for:
// an invited party's phone, the vehicle's price, the real estate's or the other subject's data
// (decision 041).

function BackToAct({ act }: { act: ActDetail }) {
  const { t } = useTranslation('acts');
  return (
    <RouterLink href={paths.myAct(act.rid)} colorPalette="blue" alignSelf="start">
      <HStack gap="1">
        <ArrowLeft size={16} />
        {t('edit.backToAct', { title: act.general.regnum ?? t('list.noRegnum', { rid: act.rid }) })}
      </HStack>
    </RouterLink>
  );
}

function Missing({ act, message }: { act: ActDetail; message: string }) {
  return (
    <Stack gap="4">
      <BackToAct act={act} />
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}

/** One subject of the act, its page: the way back, the act's type over the subject's name, the remarks. */
function SubjectPage({
  act,
  title,
  badges,
  children,
}: {
  act: ActDetail;
  title: ReactNode;
  badges?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="6">
      <BackToAct act={act} />
      <Stack gap="1">
        <Text color="fg.muted">{act.general.type.name}</Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {badges}
      </Stack>
      <RemarkAlert act={act} />
      {children}
    </Stack>
  );
}

/** A subject page's input: the act, the subject's id from the address, and where a newer act goes. */
interface SubjectProps {
  act: ActDetail;
  id: string;
  onAct: (act: ActDetail) => void;
}

function Member({ act, id, onAct }: SubjectProps) {
  const { t } = useTranslation(['acts', 'actTypes']);
  const [, navigate] = useLocation();
  const party = act.parties.find((p) => p.id === id);
  if (!party) return <Missing act={act} message={t('edit.memberNotFound')} />;
  return (
    <SubjectPage
      act={act}
      title={party.fio}
      badges={
        <HStack gap="1" wrap="wrap">
          <Badge>{t(`actTypes:roles.${party.role}`)}</Badge>
          {party.applicant && <Badge>{t('parties.applicant')}</Badge>}
          {party.coOwner && <Badge>{t('parties.coOwner')}</Badge>}
        </HStack>
      }
    >
      <Fields
        items={[
          [t('parties.fio'), party.fio],
          [t('parties.orgName'), party.orgName],
          [t('parties.passport'), [party.passserial, party.passnum].filter(Boolean).join(' ') || null],
          [t('parties.birthRecordNumber'), party.birthRecordNumber],
          [t('parties.pin'), party.pin],
          [t('edit.phone'), formatPhone(party.phone) || null],
          [t('parties.status'), party.applicant ? null : t(`partyStatuses.${party.status ?? 'awaiting'}`)],
          [t('edit.statusAt'), formatDateTime(party.statusAt)],
          [
            t('parties.invitation'),
            party.applicant ? null : t(party.smsSent ? 'parties.smsSent' : 'parties.smsNotSent'),
          ],
          [t('edit.deathDate'), formatDate(party.deathDate)],
        ]}
      />
      {!party.disclosed && <Text color="fg.muted">{t('parties.undisclosed')}</Text>}
      {act.view.canEdit && !party.applicant && (
        <ActEditForm
          field={editableFields.phone}
          title={t('edit.phoneTitle')}
          label={t('edit.phone')}
          hint={t('edit.phoneHint')}
          initial={maskPhone(party.phone ?? '')}
          request={({ phone }) => ({
            kind: 'phone',
            variables: { uuid: act.uuid, version: act.version, partyId: party.id, phone },
          })}
          onAct={onAct}
          saved={() => navigate(paths.myAct(act.rid))}
        />
      )}
    </SubjectPage>
  );
}

function Vehicle({ act, id, onAct }: SubjectProps) {
  const { t } = useTranslation(['acts', 'actTypes']);
  const [, navigate] = useLocation();
  const vehicle = act.subjects.vehicles.find((v) => v.id === id);
  if (!vehicle) return <Missing act={act} message={t('edit.vehicleNotFound')} />;
  return (
    <SubjectPage
      act={act}
      title={
        <>
          {vehicle.make} {vehicle.model} · {vehicle.stateNumber}
        </>
      }
    >
      {act.view.canEdit && (
        <ActEditForm
          field={editableFields.price}
          title={t('edit.priceTitle')}
          label={t(
            fieldLabelKeyOf(
              isActTypeId(act.general.type.id) ? actTypes[act.general.type.id] : undefined,
              'vehicle',
              'price',
            ),
          )}
          hint={t('edit.priceHint')}
          initial={vehicle.price == null ? '' : maskAmount(String(vehicle.price / 100).replace('.', ','))}
          request={({ price }) => ({
            kind: 'price',
            variables: { uuid: act.uuid, version: act.version, subjectId: vehicle.id, price },
          })}
          onAct={onAct}
          saved={() => navigate(paths.myAct(act.rid))}
        />
      )}
      <VehicleDetails vehicle={vehicle} />
    </SubjectPage>
  );
}

function Realty({ act, id, onAct }: SubjectProps) {
  const { t } = useTranslation('acts');
  const [, navigate] = useLocation();
  const title = useRealEstateTitle();
  const estate = act.subjects.realEstates.find((e) => e.id === id);
  const typeId = act.general.type.id;
  if (!estate) return <Missing act={act} message={t('edit.realEstateNotFound')} />;
  return (
    <SubjectPage act={act} title={title(estate)}>
      {act.view.canEdit && isActTypeId(typeId) && (
        <SubjectEditForm
          typeId={typeId}
          kind="realEstate"
          stored={estate}
          title={t('edit.realEstateTitle')}
          hint={t('edit.subjectHint')}
          request={(input) => ({
            kind: 'realEstate',
            variables: {
              uuid: act.uuid,
              version: act.version,
              subjectId: estate.id,
              realEstate: input as never,
            },
          })}
          onAct={onAct}
          saved={() => navigate(paths.myAct(act.rid))}
        />
      )}
      <RealEstateDetails estate={estate} />
    </SubjectPage>
  );
}

function Other({ act, id, onAct }: SubjectProps) {
  const { t } = useTranslation(['acts', 'actTypes']);
  const [, navigate] = useLocation();
  const other = act.subjects.other?.id === id ? act.subjects.other : null;
  const typeId = act.general.type.id;
  if (!other) return <Missing act={act} message={t('edit.otherNotFound')} />;
  return (
    <SubjectPage act={act} title={t('actTypes:subjects.other')}>
      {act.view.canEdit && isActTypeId(typeId) && (
        <SubjectEditForm
          typeId={typeId}
          kind="other"
          stored={other}
          title={t('edit.otherTitle')}
          hint={t('edit.subjectHint')}
          request={(input) => ({
            kind: 'other',
            variables: { uuid: act.uuid, version: act.version, subjectId: other.id, other: input as never },
          })}
          onAct={onAct}
          saved={() => navigate(paths.myAct(act.rid))}
        />
      )}
      <OtherSubjectDetails other={other} />
    </SubjectPage>
  );
}

export function ActMemberPage({ rid, id }: { rid: string; id: string }) {
  return <LiveActByRid rid={rid} render={(act, onAct) => <Member act={act} id={id} onAct={onAct} />} />;
}

export function ActVehiclePage({ rid, id }: { rid: string; id: string }) {
  return <LiveActByRid rid={rid} render={(act, onAct) => <Vehicle act={act} id={id} onAct={onAct} />} />;
}

export function ActRealtyPage({ rid, id }: { rid: string; id: string }) {
  return <LiveActByRid rid={rid} render={(act, onAct) => <Realty act={act} id={id} onAct={onAct} />} />;
}

export function ActOtherPage({ rid, id }: { rid: string; id: string }) {
  return <LiveActByRid rid={rid} render={(act, onAct) => <Other act={act} id={id} onAct={onAct} />} />;
}
