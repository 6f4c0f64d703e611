// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import notaries from '../../../locales/oz/notaries.json';
import type { NotaryMapEvent } from '../../../machines/notary-directory/notary-map.machine';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { NotaryMapSection } from './notary-map-section';

// maplibre needs WebGL, which happy-dom has not: the e2e spec draws the real map. Here the map chunk
// is a region that says it drew its style, and the test counts how often the chunk is fetched.
const chunk = vi.hoisted(() => ({ fetched: 0 }));
vi.mock('./notary-map', () => {
  chunk.fetched += 1;
  return {
    default: ({ onMapEvent }: { onMapEvent: (event: NotaryMapEvent) => void }) => {
      useEffect(() => onMapEvent({ type: 'map.loaded' }), [onMapEvent]);
      return <section aria-label={notaries.map.label} />;
    },
  };
});

setUpComponentTests({ notaries });

/** An IntersectionObserver whose element the test scrolls into view (`scrollIntoView`). */
class FakeIntersectionObserver {
  static watching: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    this.elements.push(element);
    FakeIntersectionObserver.watching.push(this);
  }
  disconnect() {
    FakeIntersectionObserver.watching = FakeIntersectionObserver.watching.filter((o) => o !== this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scrollIntoView() {
    for (const observer of FakeIntersectionObserver.watching)
      observer.callback(
        observer.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        observer as unknown as IntersectionObserver,
      );
  }
}

beforeEach(() => {
  FakeIntersectionObserver.watching = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const xiva = {
  notaries: 2,
  office: {
    id: 7,
    name: { oz: 'Xiva shahri davlat notarial idorasi', uz: 'Хива', ru: 'Хива' },
    latitude: 41.38,
    longitude: 60.36,
  },
};

/** The section as the directory renders it: before its list is shown, until `showList`. */
function renderSection() {
  const query = vi.fn(() => ({
    toPromise: () => Promise.resolve({ data: { clientConfig: { mapStyleUrl: null } } }),
  }));
  const onChoose = vi.fn();
  let showList = () => {};
  function Directory() {
    const [afterList, setAfterList] = useState(false);
    showList = () => setAfterList(true);
    return (
      <NotaryMapSection
        offices={[xiva]}
        chosenOfficeId={null}
        position={null}
        afterList={afterList}
        onChoose={onChoose}
      />
    );
  }
  renderWithProviders(
    <TestAppActor>
      <Directory />
    </TestAppActor>,
    { client: { query } },
  );
  return { query, onChoose, showList: () => act(() => showList()) };
}

const theMap = () => screen.queryByRole('region', { name: notaries.map.label });

describe("the directory's map", () => {
  it('is not fetched before the list is shown and its place scrolled into view; then it appears', async () => {
    const { query, showList } = renderSection();
    // Its place and a button instead; the offices' buttons work without it.
    expect(screen.getByText(notaries.map.later)).toBeTruthy();
    expect(screen.getByRole('button', { name: notaries.map.show })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xiva shahri davlat notarial idorasi (2)' })).toBeTruthy();
    act(() => FakeIntersectionObserver.scrollIntoView());
    expect(FakeIntersectionObserver.watching).toHaveLength(0);

    showList();
    await act(async () => {});
    expect(chunk.fetched).toBe(0);
    expect(query).not.toHaveBeenCalled();
    expect(theMap()).toBeNull();

    act(() => FakeIntersectionObserver.scrollIntoView());
    expect(await screen.findByRole('region', { name: notaries.map.label })).toBeTruthy();
    expect(chunk.fetched).toBe(1);
    expect(query).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: notaries.map.show })).toBeNull();
    expect(screen.queryByText(notaries.map.later)).toBeNull();
  });

  it('appears when asked for with its button, wherever the page is scrolled', async () => {
    const { onChoose } = renderSection();
    expect(theMap()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: notaries.map.show }));
    expect(await screen.findByRole('region', { name: notaries.map.label })).toBeTruthy();
    const offices = screen.getByRole('region', { name: notaries.map.offices });
    fireEvent.click(within(offices).getByRole('button', { name: 'Xiva shahri davlat notarial idorasi (2)' }));
    expect(onChoose).toHaveBeenCalledWith(7);
  });
});
