import { Badge, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../machines/fields/phone.mask';
import { paths } from '../../../machines/navigation/routes';
import { localizedText } from '../../../machines/text/locales';

import { RouterLink } from '../../components/router-link';

import type { NotarialActCheckQuery } from '../../gql/graphql';
import { RegisteredSearch } from './registered-search';

import { Facts } from './search-parts';

type ActCheck = NonNullable<NotarialActCheckQuery['notarialActCheck']>;

/**
 * /search_notarial_act: a registered act by registry number and date (section 2, "Notarial act
 * check result"). The print form's QR code opens it with both in the query: the form is prefilled
 * and the check runs at once.
 */
export default function ActCheckPage() {
  return (
    <RegisteredSearch<ActCheck>
      kind="notarialAct"
      titleKey="actCheck"
      kiosk={false}
      result={(act) => <ActCheckResult act={act} />}
    />
  );
}

function ActCheckResult({ act }: { act: ActCheck }) {
  const { t, i18n } = useTranslation('searches');
  const lang = i18n.language;
  return (
    <section aria-label={t('result')}>
      <Facts
        kiosk={false}
        items={[
          [t('fields.regnum'), act.regnum],
          [t('fields.regdate'), act.regdate],
          [t('act.type'), localizedText(act.type.name, lang)],
          [
            t('act.state'),
            <Badge
              key="state"
              size="lg"
              colorPalette={act.state === 'active' ? 'green' : 'red'}
              data-testid="act-state"
            >
              {t(`act.states.${act.state}`)}
            </Badge>,
          ],
          [
            t('act.office'),
            `${localizedText(act.office.name, lang)}, ${localizedText(act.office.address, lang)}`,
          ],
          [t('act.phone'), formatPhone(act.phone)],
          [t('act.language'), t(`act.languages.${act.language}`)],
          [
            t('act.notes'),
            act.notes.length === 0 ? (
              <Text key="notes" color="fg.muted">
                {t('act.noNotes')}
              </Text>
            ) : (
              <List.Root key="notes" ps="4">
                {act.notes.map((note) => (
                  <List.Item key={`${note.at}-${note.text}`}>{note.text}</List.Item>
                ))}
              </List.Root>
            ),
          ],
          [
            t('act.linkedActs'),
            act.linkedActs.length === 0 ? (
              <Text key="linked" color="fg.muted">
                {t('act.noLinkedActs')}
              </Text>
            ) : (
              <List.Root key="linked" ps="4">
                {act.linkedActs.map((linked) => (
                  <List.Item key={linked.regnum}>
                    {t(`act.relations.${linked.relation}`, { defaultValue: linked.relation })}:{' '}
                    <RouterLink
                      href={`${paths.searchProxy}?${new URLSearchParams({ regnum: linked.regnum, regdate: linked.regdate })}`}
                    >
                      {linked.regnum} ({linked.regdate})
                    </RouterLink>
                  </List.Item>
                ))}
              </List.Root>
            ),
          ],
        ]}
      />
    </section>
  );
}
