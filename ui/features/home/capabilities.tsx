import { Card, Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import {
  BarChart3,
  CalendarClock,
  FileCheck2,
  FileSearch,
  FileSignature,
  MapPinned,
  ScrollText,
  ShieldCheck,
  Video,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as WouterLink } from 'wouter';
import { paths } from '../../../machines/navigation/routes';
import { PageSection } from '../../components/page-heading';
import { Staged } from '../../components/staged';

const blocks = [
  { id: 'onlineActs', href: paths.myActs, icon: FileSignature },
  { id: 'video', href: paths.videoTesting, icon: Video },
  { id: 'banCheck', href: paths.searchBan, icon: ShieldCheck },
  { id: 'actSearch', href: paths.searchNotarialAct, icon: FileCheck2 },
  { id: 'proxySearch', href: paths.searchProxy, icon: FileSearch },
  { id: 'inheritSearch', href: paths.searchInheritcase, icon: ScrollText },
  { id: 'equeue', href: paths.equeue, icon: CalendarClock },
  { id: 'notaries', href: paths.notaries, icon: MapPinned },
  { id: 'statistics', href: paths.statistics, icon: BarChart3 },
] as const;

export function Capabilities() {
  const { t } = useTranslation('home');
  return (
    <PageSection id="capabilities-heading" title={t('capabilities.heading')} gap="5">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {blocks.map((block) => (
          <Staged key={block.id}>
            <LinkBox as="li">
              <Card.Root height="full" variant="outline" _hover={{ borderColor: 'blue.solid' }}>
                <Card.Body gap="3">
                  <Icon as={block.icon} boxSize="8" color="blue.fg" aria-hidden />
                  <Heading as="h3" size="md">
                    <LinkOverlay asChild>
                      <WouterLink href={block.href}>{t(`capabilities.${block.id}.title`)}</WouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text color="fg.muted">{t(`capabilities.${block.id}.text`)}</Text>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          </Staged>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
