import { Card, Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
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

const blocks = [
  { id: 'onlineActs', href: '/my_notarial_act', icon: FileSignature },
  { id: 'video', href: '/video_testing', icon: Video },
  { id: 'banCheck', href: '/search_ban', icon: ShieldCheck },
  { id: 'actSearch', href: '/search_notarial_act', icon: FileCheck2 },
  { id: 'proxySearch', href: '/search_proxy', icon: FileSearch },
  { id: 'inheritSearch', href: '/search_inheritcase', icon: ScrollText },
  { id: 'equeue', href: '/equeue', icon: CalendarClock },
  { id: 'notaries', href: '/notary', icon: MapPinned },
  { id: 'statistics', href: '/statistics', icon: BarChart3 },
] as const;

export function Capabilities() {
  const { t } = useTranslation('home');
  return (
    <Stack as="section" aria-labelledby="capabilities-heading" gap="5">
      <Heading as="h2" size="xl" id="capabilities-heading">
        {t('capabilities.heading')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {blocks.map((block) => (
          <LinkBox as="li" key={block.id}>
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
        ))}
      </SimpleGrid>
    </Stack>
  );
}
