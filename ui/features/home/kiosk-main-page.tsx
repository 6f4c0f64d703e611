import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import {
  Baby,
  CalendarClock,
  Car,
  FileSearch,
  FolderOpen,
  HeartHandshake,
  type LucideIcon,
  ScrollText,
  ShieldCheck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from 'urql';
import { Link as WouterLink } from 'wouter';
import { isKioskGuidedType } from '../../../machines/kiosk-act/kiosk-guided-types';
import { paths } from '../../../machines/navigation/routes';
import type { Locale } from '../../../machines/session/local-store.schema';
import { usePageQuery } from '../../app-actor/use-page-query';
import { PageHeading, PageSection } from '../../components/page-heading';
import { queryData } from '../../graphql/query-data';
import { KioskActTypesQuery } from './home.documents';

/** Act shortcuts of the kiosk main page (specification, section 2): vehicle sale, spouse consent, minor's trip. */
const actShortcuts: { typeId: number; icon: LucideIcon }[] = [
  { typeId: 1, icon: Car },
  { typeId: 15003, icon: HeartHandshake },
  { typeId: 15034, icon: Baby },
];

/** The sale opens the creation form; the spouse consent and the minor's trip the guided creation. */
export const shortcutHref = (typeId: number) =>
  isKioskGuidedType(typeId)
    ? `${paths.kioskEnotarialActNew}?type=${typeId}`
    : `${paths.kioskMyActNew}?type=${typeId}`;

const serviceShortcuts = [
  { key: 'banCheck', href: paths.kioskSearchBan, icon: ShieldCheck },
  { key: 'equeue', href: paths.kioskEqueue, icon: CalendarClock },
  { key: 'proxyCheck', href: paths.kioskSearchProxy, icon: FileSearch },
  { key: 'inheritSearch', href: paths.kioskSearchInheritcase, icon: ScrollText },
  { key: 'myActs', href: paths.kioskMyActs, icon: FolderOpen },
] as const;

function Tile({ href, icon: TileIcon, children }: { href: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Button
      asChild
      size="2xl"
      height="auto"
      minH="28"
      py="6"
      whiteSpace="normal"
      textAlign="start"
      justifyContent="flex-start"
      colorPalette="blue"
      variant="surface"
      fontSize="xl"
    >
      <WouterLink href={href}>
        <TileIcon aria-hidden size={40} />
        {children}
      </WouterLink>
    </Button>
  );
}

/** The act types' names, the `load` of the page's query machine (machines/query). */
const actTypes = async (client: Client, _variables: null) =>
  (await queryData(client, KioskActTypesQuery, {})).actTypes;

export default function KioskMainPage() {
  const { t, i18n } = useTranslation('kiosk');
  const locale = i18n.language as Locale;
  const query = usePageQuery('kioskActTypes', actTypes, null);
  const names = new Map(query.data?.map((type) => [type.id, type.name[locale]]) ?? []);

  return (
    <Stack gap="10">
      <PageHeading variant="kiosk" title={t('main.heading')} intro={t('main.intro')} />
      <PageSection id="kiosk-acts" title={t('main.actsHeading')} gap="4">
        {query.failed && !query.data ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('main.actTypesError')}</Alert.Title>
            <Button size="lg" onClick={query.retry}>
              {t('main.retry')}
            </Button>
          </Alert.Root>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {actShortcuts.map(({ typeId, icon }) => {
              const name = names.get(typeId);
              return query.loading && !name ? (
                <Skeleton key={typeId} minH="28" borderRadius="l3" />
              ) : name ? (
                <Tile key={typeId} href={shortcutHref(typeId)} icon={icon}>
                  {name}
                </Tile>
              ) : null;
            })}
          </SimpleGrid>
        )}
      </PageSection>
      <PageSection id="kiosk-services" title={t('main.servicesHeading')} gap="4">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {serviceShortcuts.map((shortcut) => (
            <Tile key={shortcut.key} href={shortcut.href} icon={shortcut.icon}>
              {t(`shortcuts.${shortcut.key}`)}
            </Tile>
          ))}
        </SimpleGrid>
      </PageSection>
    </Stack>
  );
}
