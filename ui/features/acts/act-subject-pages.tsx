import { Alert, Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useLocation } from 'wouter';
import { partyPhoneFormSchema, vehiclePriceFormSchema } from '../../../machines/act-form/act-edit.schema';
import { maskAmount } from '../../../machines/fields/amount';
import { maskPhone } from '../../../machines/fields/phone';
import { paths } from '../../../machines/navigation/routes';
import { RouterLink } from '../../components/router-link';
// A plain function despite its name: reads the masked fragment, usable outside render.
import { type FragmentType, useFragment as readFragment } from '../../gql';
import { ActEditForm } from './act-edit-form';
import { formatDate, formatDateTime } from './act-format';
import { LiveActByRid } from './act-loader';
import { ActDetailFragment, SetActPartyPhoneMutation, SetActVehiclePriceMutation } from './acts.documents';
import { RemarkAlert } from './remark-alert';
import type { ActDetail } from './use-act';
import { Fields, VehicleDetails } from './vehicle-details';

// /my_notarial_act/{rid}/member/{id} and /my_notarial_act/{rid}/auto/{id}: one party and one vehicle
// of an act, live like the act page. In preparation (the statechart's canEdit: the applicant's) they
// carry the corrections the notary's remarks ask for: an invited party's phone, the vehicle's price.

/** A correction's answer: the act after it goes to the screen; false when the call failed. */
function received(
  answer: FragmentType<typeof ActDetailFragment> | undefined,
  onAct: (act: ActDetail) => void,
): boolean {
  if (!answer) return false;
  onAct(readFragment(ActDetailFragment, answer));
  return true;
}

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

function Member({
  act,
  partyId,
  onAct,
}: {
  act: ActDetail;
  partyId: string;
  onAct: (act: ActDetail) => void;
}) {
  const { t } = useTranslation('acts');
  const [, navigate] = useLocation();
  const [, setPhone] = useMutation(SetActPartyPhoneMutation);
  const party = act.parties.find((p) => p.id === partyId);
  if (!party) return <Missing act={act} message={t('edit.memberNotFound')} />;
  return (
    <Stack gap="6">
      <BackToAct act={act} />
      <Stack gap="1">
        <Text color="fg.muted">{act.general.type.name}</Text>
        <Heading as="h1" size="2xl">
          {party.fio}
        </Heading>
        <HStack gap="1" wrap="wrap">
          <Badge>{t(`roles.${party.role}`)}</Badge>
          {party.applicant && <Badge>{t('parties.applicant')}</Badge>}
          {party.coOwner && <Badge>{t('parties.coOwner')}</Badge>}
        </HStack>
      </Stack>
      <RemarkAlert act={act} />
      <Fields
        items={[
          [t('parties.fio'), party.fio],
          [t('parties.passport'), [party.passserial, party.passnum].filter(Boolean).join(' ')],
          [t('parties.pin'), party.pin],
          [t('edit.phone'), party.phone ? maskPhone(party.phone) : null],
          [t('parties.status'), party.applicant ? null : t(`partyStatuses.${party.status ?? 'awaiting'}`)],
          [t('edit.statusAt'), formatDateTime(party.statusAt)],
          [
            t('parties.invitation'),
            party.applicant ? null : t(party.smsSent ? 'parties.smsSent' : 'parties.smsNotSent'),
          ],
          [t('edit.deathDate'), formatDate(party.deathDate)],
        ]}
      />
      {act.view.canEdit && !party.applicant && (
        <ActEditForm
          name="phone"
          title={t('edit.phoneTitle')}
          label={t('edit.phone')}
          hint={t('edit.phoneHint')}
          initial={maskPhone(party.phone ?? '')}
          mask={maskPhone}
          inputMode="tel"
          schema={partyPhoneFormSchema}
          save={async ({ phone }) => {
            const result = await setPhone({ uuid: act.uuid, version: act.version, partyId: party.id, phone });
            return received(result.data?.setActPartyPhone, onAct);
          }}
          saved={() => navigate(paths.myAct(act.rid))}
        />
      )}
    </Stack>
  );
}

function Vehicle({
  act,
  subjectId,
  onAct,
}: {
  act: ActDetail;
  subjectId: string;
  onAct: (act: ActDetail) => void;
}) {
  const { t } = useTranslation('acts');
  const [, navigate] = useLocation();
  const [, setPrice] = useMutation(SetActVehiclePriceMutation);
  const vehicle = act.subjects.vehicles.find((v) => v.id === subjectId);
  if (!vehicle) return <Missing act={act} message={t('edit.vehicleNotFound')} />;
  return (
    <Stack gap="6">
      <BackToAct act={act} />
      <Stack gap="1">
        <Text color="fg.muted">{act.general.type.name}</Text>
        <Heading as="h1" size="2xl">
          {vehicle.make} {vehicle.model} · {vehicle.stateNumber}
        </Heading>
      </Stack>
      <RemarkAlert act={act} />
      {act.view.canEdit && (
        <ActEditForm
          name="price"
          title={t('edit.priceTitle')}
          label={t(act.general.type.id === 4 ? 'create.giftValue' : 'create.price')}
          hint={t('edit.priceHint')}
          initial={maskAmount(String(vehicle.price / 100).replace('.', ','))}
          mask={maskAmount}
          inputMode="decimal"
          schema={vehiclePriceFormSchema}
          save={async ({ price }) => {
            const result = await setPrice({
              uuid: act.uuid,
              version: act.version,
              subjectId: vehicle.id,
              price,
            });
            return received(result.data?.setActVehiclePrice, onAct);
          }}
          saved={() => navigate(paths.myAct(act.rid))}
        />
      )}
      <VehicleDetails vehicle={vehicle} />
    </Stack>
  );
}

export function ActMemberPage({ rid, id }: { rid: string; id: string }) {
  return <LiveActByRid rid={rid} render={(act, onAct) => <Member act={act} partyId={id} onAct={onAct} />} />;
}

export function ActVehiclePage({ rid, id }: { rid: string; id: string }) {
  return (
    <LiveActByRid rid={rid} render={(act, onAct) => <Vehicle act={act} subjectId={id} onAct={onAct} />} />
  );
}
