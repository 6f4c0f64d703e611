import { Box } from '@chakra-ui/react';
import type { FeatureCollection, Geometry, Point } from 'geojson';
import {
  type GeoJSONSource,
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { localizedText } from '../../../machines/text/locales';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';

import { useTranslation } from 'react-i18next';

import { feature } from 'topojson-client';

import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesTopology from 'world-atlas/countries-110m.json';
import type { DirectoryPosition } from '../../../machines/notary-directory/directory.machine';
import type { NotaryMapEvent } from '../../../machines/notary-directory/notary-map.machine';

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

function officesData(offices: readonly MapOffice[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: offices.flatMap(({ office, notaries }) =>
      office.latitude == null || office.longitude == null
        ? []
        : [
            {
              type: 'Feature' as const,
              id: office.id,
              properties: { officeId: office.id, notaries },
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

/** An office's marker: a button on the map, drawn by the map's container styles (`officeMarker`). */
interface OfficeMarker {
  marker: Marker;
  button: HTMLButtonElement;
}

const markerClass = 'notary-office-marker';

/** A marker's name: the office and its notaries, as its button under the map says. */
const markerLabel = (t: TFunction<'notaries'>, language: string, { office, notaries }: MapOffice) =>
  t('map.office', { office: localizedText(office.name, language), count: notaries });

/**
 * The ids of the offices the clustered source shows on their own (not within a cluster) in the
 * current view. The source's tiles may reach beyond the view and overlap: an office is counted once,
 * and only where it is visible, so the keyboard reaches only markers the eye can see.
 */
function unclusteredOffices(map: MapLibreMap, offices: ReadonlyMap<number, MapOffice['office']>) {
  const bounds = map.getBounds();
  const shown = new Set<number>();
  for (const feature of map.querySourceFeatures('offices')) {
    if (feature.properties?.cluster) continue;
    const officeId = feature.properties?.officeId;
    const office = typeof officeId === 'number' ? offices.get(officeId) : undefined;
    if (!office || office.latitude == null || office.longitude == null) continue;
    if (bounds.contains([office.longitude, office.latitude])) shown.add(office.id);
  }
  return shown;
}

/**
 * The offices on a MapLibre map (decision 051): clusters are circles drawn by the map (a click zooms
 * to where one splits); an office on its own is an HTML marker, a button named like the office's
 * button under the map, so it can be clicked, tabbed to and read. Choosing an office narrows the
 * directory's list; the list's filters move the map to the offices they leave. The map's load,
 * failure and moves go to its statechart (`onMapEvent`), which says when it is `ready` and `idle`.
 */
export default function NotaryMap({
  styleUrl,
  ready,
  idle,
  offices,
  chosenOfficeId,
  position,
  onChoose,
  onMapEvent,
}: {
  styleUrl: string | null;
  ready: boolean;
  idle: boolean;
  offices: readonly MapOffice[];
  chosenOfficeId: number | null;
  position: DirectoryPosition | null;
  onChoose: (officeId: number) => void;
  onMapEvent: (event: NotaryMapEvent) => void;
}) {
  const { t, i18n } = useTranslation('notaries');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markers = useRef(new Map<number, OfficeMarker>());
  // The map's listeners outlive renders: they read the latest props through refs.
  const chooseRef = useRef(onChoose);
  chooseRef.current = onChoose;
  const eventRef = useRef(onMapEvent);
  eventRef.current = onMapEvent;
  const officesRef = useRef(new Map<number, MapOffice>());
  officesRef.current = new Map(offices.map((o) => [o.office.id, o]));
  const labelRef = useRef<(office: MapOffice) => string>(() => '');
  labelRef.current = (office) => markerLabel(t, i18n.language, office);
  const chosenRef = useRef(chosenOfficeId);
  chosenRef.current = chosenOfficeId;

  /** Puts a marker on each office the source shows unclustered, and takes the others' away. */
  const syncMarkers = useRef(() => {
    const map = mapRef.current;
    if (!map?.getSource('offices') || !map.isSourceLoaded('offices')) return;
    const byId = new Map([...officesRef.current].map(([id, o]) => [id, o.office]));
    const shown = unclusteredOffices(map, byId);
    for (const [officeId, { marker }] of markers.current) {
      if (shown.has(officeId)) continue;
      marker.remove();
      markers.current.delete(officeId);
    }
    for (const officeId of shown) {
      const office = officesRef.current.get(officeId)!;
      let entry = markers.current.get(officeId);
      if (!entry) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = markerClass;
        button.addEventListener('click', () => chooseRef.current(officeId));
        const marker = new Marker({ element: button, anchor: 'center' })
          .setLngLat([office.office.longitude!, office.office.latitude!])
          .addTo(map);
        entry = { marker, button };
        markers.current.set(officeId, entry);
      }
      entry.button.setAttribute('aria-label', labelRef.current(office));
      entry.button.setAttribute('aria-pressed', String(officeId === chosenRef.current));
    }
  });

  useEffect(() => {
    if (!container.current) return;
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
      // No WebGL: maplibre cannot make the map at all.
      eventRef.current({ type: 'map.failed' });
      return;
    }
    mapRef.current = map;
    const shownMarkers = markers.current;
    let loaded = false;
    map.on('load', () => {
      loaded = true;
      addOfficeLayers(map, officesData([]));
      eventRef.current({ type: 'map.loaded' });
    });
    // Before the load, an error is the style that cannot be read; after it, a tile or an image
    // that a later move may well bring: the map stays.
    map.on('error', () => {
      if (!loaded) eventRef.current({ type: 'map.failed' });
    });
    map.on('movestart', () => eventRef.current({ type: 'map.busy' }));
    map.on('dataloading', () => eventRef.current({ type: 'map.busy' }));
    map.on('idle', () => {
      syncMarkers.current();
      eventRef.current({ type: 'map.idle' });
    });
    map.on('moveend', () => syncMarkers.current());
    map.on('sourcedata', (event) => {
      if (event.sourceId === 'offices' && event.isSourceLoaded) syncMarkers.current();
    });
    map.on('click', 'clusters', async (event) => {
      const cluster = event.features?.[0];
      const clusterId = cluster?.properties?.cluster_id;
      if (!cluster || typeof clusterId !== 'number') return;
      const zoom = await (map.getSource('offices') as GeoJSONSource).getClusterExpansionZoom(clusterId);
      map.jumpTo({ center: (cluster.geometry as Point).coordinates as [number, number], zoom });
    });
    map.on('mouseenter', 'clusters', () => {
      map.getCanvas().style.cursor = 'pointer';
    });
    map.on('mouseleave', 'clusters', () => {
      map.getCanvas().style.cursor = '';
    });
    return () => {
      mapRef.current = null;
      for (const { marker } of shownMarkers.values()) marker.remove();
      shownMarkers.clear();
      map.remove();
    };
  }, [styleUrl]);

  // The list's filters move the map: it shows the offices they leave, or the chosen one.
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    (map.getSource('offices') as GeoJSONSource).setData(officesData(offices));
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

  // The markers' names and pressed state follow the language and the chosen office.
  useEffect(() => {
    for (const [officeId, { button }] of markers.current) {
      const office = offices.find((o) => o.office.id === officeId);
      if (!office) continue;
      button.setAttribute('aria-label', markerLabel(t, i18n.language, office));
      button.setAttribute('aria-pressed', String(officeId === chosenOfficeId));
    }
  }, [offices, chosenOfficeId, t, i18n.language]);

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
    <Box
      ref={container}
      h={{ base: '72', md: '96' }}
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      role="region"
      aria-label={t('map.label')}
      data-map-state={idle ? 'idle' : 'busy'}
      css={{
        [`& .${markerClass}`]: {
          width: '18px',
          height: '18px',
          borderRadius: 'full',
          background: '#2f855a',
          border: '2px solid white',
          cursor: 'pointer',
          padding: 0,
        },
        [`& .${markerClass}[aria-pressed="true"]`]: { width: '24px', height: '24px', background: '#c53030' },
        [`& .${markerClass}:focus-visible`]: { outline: '3px solid #1a365d', outlineOffset: '2px' },
      }}
    />
  );
}
