import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { FeatureCollection, Geometry, Point } from 'geojson';
import {
  type GeoJSONSource,
  LngLatBounds,
  Map as MapLibreMap,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { useQuery } from 'urql';
import countriesTopology from 'world-atlas/countries-110m.json';
import type { DirectoryPosition } from '../../../machines/notary-directory/directory.machine';
import { MapStyleQuery } from './notaries.documents';
import { localized } from './notary-format';

// Vite cannot see maplibre's worker by itself (STACK.md): its URL comes from the build.
setWorkerUrl(workerUrl);

export interface MapOffice {
  notaries: number;
  office: {
    id: number;
    name: { oz: string; uz: string; ru: string };
    latitude?: number | null;
    longitude?: number | null;
  };
}

const uzbekistanCentre: [number, number] = [64.5, 41.4];

/**
 * The offline basemap (decision 051): Natural Earth countries from world-atlas as one GeoJSON source,
 * Uzbekistan highlighted; no tile server and no glyphs, so it renders with no network at all.
 */
function offlineStyle(): StyleSpecification {
  const topology = countriesTopology as unknown as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const countries = feature(topology, topology.objects.countries) as FeatureCollection<
    Geometry,
    { name: string }
  >;
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: countries } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe3f3' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f1efe8' } },
      {
        id: 'uzbekistan',
        type: 'fill',
        source: 'countries',
        filter: ['==', ['get', 'name'], 'Uzbekistan'],
        paint: { 'fill-color': '#fde9b8' },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': '#8a8a8a', 'line-width': 0.8 },
      },
    ],
  };
}

function officesData(offices: readonly MapOffice[], chosen: number | null): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: offices.flatMap(({ office, notaries }) =>
      office.latitude == null || office.longitude == null
        ? []
        : [
            {
              type: 'Feature' as const,
              id: office.id,
              properties: { officeId: office.id, notaries, chosen: office.id === chosen },
              geometry: { type: 'Point' as const, coordinates: [office.longitude, office.latitude] },
            },
          ],
    ),
  };
}

function addOfficeLayers(map: MapLibreMap, data: FeatureCollection<Point>) {
  map.addSource('offices', { type: 'geojson', data, cluster: true, clusterRadius: 40, clusterMaxZoom: 9 });
  map.addSource('me', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({
    id: 'clusters',
    type: 'circle',
    source: 'offices',
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#2b6cb0',
      'circle-opacity': 0.85,
      'circle-radius': ['step', ['get', 'point_count'], 14, 3, 18, 6, 24],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: 'office',
    type: 'circle',
    source: 'offices',
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': ['case', ['get', 'chosen'], '#c53030', '#2f855a'],
      'circle-radius': ['case', ['get', 'chosen'], 11, 8],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: 'me',
    type: 'circle',
    source: 'me',
    paint: {
      'circle-color': '#805ad5',
      'circle-radius': 7,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
}

/**
 * The offices on a MapLibre map, clustered; choosing an office (a marker, or its button in the list
 * under the map, which keyboard and screen-reader users use) narrows the directory's list; the list's
 * filters move the map to the offices they leave. The map is an enhancement: everything it does, the
 * list does too.
 */
export default function NotaryMap({
  offices,
  chosenOfficeId,
  position,
  onChoose,
}: {
  offices: readonly MapOffice[];
  chosenOfficeId: number | null;
  position: DirectoryPosition | null;
  onChoose: (officeId: number) => void;
}) {
  const { t, i18n } = useTranslation('notaries');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const chooseRef = useRef(onChoose);
  chooseRef.current = onChoose;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [idle, setIdle] = useState(false);
  const [config] = useQuery({ query: MapStyleQuery });
  const styleUrl = config.data?.clientConfig.mapStyleUrl ?? null;
  const configured = !config.fetching;

  useEffect(() => {
    if (!configured || !container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: styleUrl ?? offlineStyle(),
        center: uzbekistanCentre,
        zoom: 4.3,
        attributionControl: false,
        // No fades: with a software renderer every animated frame costs the page's main thread.
        fadeDuration: 0,
        // The e2e check reads the painted pixels back.
        canvasContextAttributes: { preserveDrawingBuffer: true },
      });
    } catch {
      setFailed(true);
      return;
    }
    mapRef.current = map;
    map.on('load', () => {
      addOfficeLayers(map, officesData([], null));
      setReady(true);
    });
    map.on('idle', () => setIdle(true));
    map.on('movestart', () => setIdle(false));
    map.on('click', 'office', (event) => {
      const officeId = event.features?.[0]?.properties?.officeId;
      if (typeof officeId === 'number') chooseRef.current(officeId);
    });
    map.on('click', 'clusters', async (event) => {
      const cluster = event.features?.[0];
      const clusterId = cluster?.properties?.cluster_id;
      if (!cluster || typeof clusterId !== 'number') return;
      const zoom = await (map.getSource('offices') as GeoJSONSource).getClusterExpansionZoom(clusterId);
      map.jumpTo({ center: (cluster.geometry as Point).coordinates as [number, number], zoom });
    });
    for (const layer of ['office', 'clusters']) {
      map.on('mouseenter', layer, () => {
        map.getCanvas().style.cursor = 'pointer';
      });
      map.on('mouseleave', layer, () => {
        map.getCanvas().style.cursor = '';
      });
    }
    return () => {
      mapRef.current = null;
      setReady(false);
      map.remove();
    };
  }, [configured, styleUrl]);

  // The list's filters move the map: it shows the offices they leave, or the chosen one.
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    (map.getSource('offices') as GeoJSONSource).setData(officesData(offices, chosenOfficeId));
    const chosen = offices.find((o) => o.office.id === chosenOfficeId)?.office;
    const located = offices.filter((o) => o.office.latitude != null && o.office.longitude != null);
    if (chosen?.latitude != null && chosen.longitude != null) {
      map.jumpTo({ center: [chosen.longitude, chosen.latitude], zoom: 11 });
    } else if (located.length > 0) {
      const bounds = new LngLatBounds();
      for (const { office } of located) bounds.extend([office.longitude!, office.latitude!]);
      map.fitBounds(bounds, { padding: 40, maxZoom: 10, animate: false });
    }
  }, [ready, offices, chosenOfficeId]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    (map.getSource('me') as GeoJSONSource).setData({
      type: 'FeatureCollection',
      features: position
        ? [
            {
              type: 'Feature',
              properties: {},
              geometry: { type: 'Point', coordinates: [position.longitude, position.latitude] },
            },
          ]
        : [],
    });
  }, [ready, position]);

  return (
    <Stack gap="3">
      {failed ? (
        <Text role="status">{t('map.unavailable')}</Text>
      ) : (
        <Box
          ref={container}
          h={{ base: '72', md: '96' }}
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
          role="region"
          aria-label={t('map.label')}
          data-map-state={idle && ready ? 'idle' : 'busy'}
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
                {t('map.office', { office: localized(office.name, i18n.language), count: notaries })}
              </Button>
            </li>
          ))}
        </Flex>
      </Stack>
    </Stack>
  );
}
