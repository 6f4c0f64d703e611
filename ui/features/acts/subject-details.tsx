import { useTranslation } from 'react-i18next';
import { formatTiyin } from './act-format';
import type { ActDetail } from './use-act';
import { Fields } from './vehicle-details';

export type ActRealEstate = ActDetail['subjects']['realEstates'][number];
export type ActOtherSubject = NonNullable<ActDetail['subjects']['other']>;

/** How a real estate is named in a list or a heading: its object name or address, and its number. */
export function useRealEstateTitle() {
  const { t } = useTranslation('actTypes');
  return (estate: ActRealEstate) =>
    [
      estate.objectName ?? estate.address ?? t(`options.cadastreType.${estate.cadastreType}`),
      estate.cadastreNumber,
    ]
      .filter(Boolean)
      .join(' · ');
}

/** Every real-estate field of section 3 that the applicant gave; labels are the creation form's. */
export function RealEstateDetails({ estate: e }: { estate: ActRealEstate }) {
  const { t, i18n } = useTranslation(['actTypes', 'acts']);
  const label = (name: string) => t(`actTypes:fields.realEstate.${name}`);
  const som = (tiyin: number | null | undefined) =>
    tiyin == null ? null : `${formatTiyin(tiyin, i18n.language)} ${t('acts:som')}`;
  // A decimal comma in all three languages, as the area is typed (Chromium may lack uz number data).
  const area = (value: number | null | undefined) => (value == null ? null : String(value).replace('.', ','));
  return (
    <Fields
      items={[
        [label('cadastreNumber'), e.cadastreNumber],
        [label('cadastreType'), t(`actTypes:options.cadastreType.${e.cadastreType}`)],
        [
          label('ownershipForm'),
          e.ownershipForm ? t(`actTypes:options.ownershipForm.${e.ownershipForm}`) : null,
        ],
        [label('objectName'), e.objectName],
        [label('address'), e.address],
        [label('street'), e.street],
        [label('home'), e.home],
        [label('block'), e.block],
        [label('flat'), e.flat],
        [label('area'), area(e.area)],
        [label('livingArea'), area(e.livingArea)],
        [label('rooms'), e.rooms],
        [label('price'), som(e.price)],
        [label('inventoryPrice'), som(e.inventoryPrice)],
        [label('previousPrice'), som(e.previousPrice)],
      ]}
    />
  );
}

/** The other subject data (section 3) as given: the choices by name, sums in so'm, the shares. */
export function OtherSubjectDetails({ other: o }: { other: ActOtherSubject }) {
  const { t, i18n } = useTranslation(['actTypes', 'acts']);
  const label = (name: string) => t(`actTypes:fields.other.${name}`);
  const som = (tiyin: number | null | undefined) =>
    tiyin == null ? null : `${formatTiyin(tiyin, i18n.language)} ${t('acts:som')}`;
  return (
    <Fields
      items={[
        [label('otherProperty'), o.otherProperty],
        [label('ownershipBasis'), o.ownershipBasis],
        [
          label('paymentMethod'),
          o.paymentMethod ? t(`actTypes:options.paymentMethod.${o.paymentMethod}`) : null,
        ],
        [label('ownSum'), som(o.ownSum)],
        [label('creditSum'), som(o.creditSum)],
        [
          label('creditOrganisation'),
          o.creditOrganisation ? `${o.creditOrganisation.name} (${o.creditOrganisation.inn})` : null,
        ],
        [
          label('insurance'),
          o.insurance
            ? [o.insurance.company, o.insurance.policyNumber, o.insurance.policyDate].join(', ')
            : null,
        ],
        [
          label('shares'),
          o.shares?.length
            ? o.shares
                .map((s) => `${s.share.numerator}/${s.share.denominator} — ${s.recipientPin}`)
                .join('; ')
            : null,
        ],
        [
          label('consentTypes'),
          o.consentTypes?.length
            ? o.consentTypes.map((c) => t(`actTypes:options.consentTypes.${c}`)).join(', ')
            : null,
        ],
      ]}
    />
  );
}
