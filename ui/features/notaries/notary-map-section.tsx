import { Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryPosition } from '../../../machines/notary-directory/directory.machine';
import { notaryMapMachine } from '../../../machines/notary-directory/notary-map.machine';
import { selectNotaryMap } from '../../../machines/notary-directory/notary-map.select';
import { localizedText } from '../../../machines/text/locales';
import { usePageMachine } from '../../app-actor/use-page-machine';

import type { MapOffice } from './notary-map';
import { notaryMapActors } from './notary-map.actors';

type MapModule = typeof import('./notary-map');

/** The map's height, kept by its place before it is shown and while it loads: nothing shifts. */
const mapHeight = { base: '72', md: '96' };

/**
 * The directory's map and, under it, a button per office that does what the map's markers do for
 * keyboard and screen-reader users, and for everyone when the map cannot be shown. The map's modes
 * (not shown yet, its lazy chunk, its style, drawn, failed) are
 * machines/notary-directory/notary-map.machine.ts. Nothing of the map is fetched until its place
 * scrolls into view once the list is on screen (`afterList`), or the visitor presses "show the map"
 * (decision 102): maplibre's parsing and first drawing no longer block the page while it loads.
 */
export function NotaryMapSection({
  offices,
  chosenOfficeId,
  position,
  afterList,
  onChoose,
}: {
  offices: readonly MapOffice[];
  chosenOfficeId: number | null;
  position: DirectoryPosition | null;
  /** The list is shown (or could not be): the map may follow when its place is in view. */
  afterList: boolean;
  onChoose: (officeId: number) => void;
}) {
  const { t, i18n } = useTranslation('notaries');
  const map = usePageMachine(({ client }) => notaryMapMachine.provide({ actors: notaryMapActors(client) }));
  const view = useSelector(map, selectNotaryMap);
  const NotaryMap = (view.module as MapModule | null)?.default;
  const place = useRef<HTMLDivElement>(null);

  // Its place in view (scrolled to, or beside the list on a wide screen) asks for the map; a browser
  // without IntersectionObserver keeps the button.
  useEffect(() => {
    const element = place.current;
    if (!view.notShown || !afterList || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) map.send({ type: 'map.asked' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [view.notShown, afterList, map]);

  return (
    <Stack gap="3">
      {view.notShown && (
        <Stack
          ref={place}
          h={mapHeight}
          borderWidth="1px"
          borderRadius="md"
          align="center"
          justify="center"
          gap="3"
          p="4"
          textAlign="center"
        >
          <Text>{t('map.later')}</Text>
          <Button size="sm" variant="outline" onClick={() => map.send({ type: 'map.asked' })}>
            {t('map.show')}
          </Button>
        </Stack>
      )}
      {view.loading && (
        <HStack role="status" h={mapHeight}>
          <Spinner size="sm" />
          <Text>{t('map.loading')}</Text>
        </HStack>
      )}
      {view.failed && (
        <HStack role="status" gap="3" wrap="wrap">
          <Text>{t('map.unavailable')}</Text>
          <Button size="xs" variant="outline" onClick={() => map.send({ type: 'map.retried' })}>
            {t('map.retry')}
          </Button>
        </HStack>
      )}
      {NotaryMap && (
        <NotaryMap
          styleUrl={view.styleUrl}
          ready={view.ready}
          idle={view.idle}
          offices={offices}
          chosenOfficeId={chosenOfficeId}
          position={position}
          onChoose={onChoose}
          onMapEvent={map.send}
        />
      )}
      <Stack as="section" aria-labelledby="map-offices-heading" gap="2">
        <Text id="map-offices-heading" fontWeight="semibold">
          {t('map.offices')}
        </Text>
        <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" p="0" m="0">
          {offices.map(({ office, notaries }) => (
            <li key={office.id}>
              <Button
                size="xs"
                variant={office.id === chosenOfficeId ? 'solid' : 'outline'}
                aria-pressed={office.id === chosenOfficeId}
                onClick={() => onChoose(office.id)}
              >
                {t('map.office', { office: localizedText(office.name, i18n.language), count: notaries })}
              </Button>
            </li>
          ))}
        </Flex>
      </Stack>
    </Stack>
  );
}
