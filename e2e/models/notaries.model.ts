import { expect, type Page } from '@playwright/test';
import { seedOffices } from '../../ministry/db/seed/offices';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

/** The directory's title in each locale (locales/<locale>/notaries.json, title). */
const title: Record<Locale, string> = { oz: 'Notariuslar', uz: 'Нотариуслар', ru: 'Нотариусы' };
const listName: Record<Locale, string> = {
  oz: 'Notariuslar ro‘yxati',
  uz: 'Нотариуслар рўйхати',
  ru: 'Список нотариусов',
};
/** The list's pages (locales/<locale>/notaries.json, list.pages). */
const pagesName: Record<Locale, string> = { oz: 'Sahifalar', uz: 'Саҳифалар', ru: 'Страницы' };
const sortLabel: Record<Locale, string> = { oz: 'Saralash', uz: 'Саралаш', ru: 'Сортировка' };
const mapLabel: Record<Locale, string> = {
  oz: 'Notarial idoralar xaritasi',
  uz: 'Нотариал идоралар харитаси',
  ru: 'Карта нотариальных контор',
};
/** The map's place before it is fetched (locales/<locale>/notaries.json, map.later and map.show). */
const mapLater: Record<Locale, string> = {
  oz: 'Xarita ro‘yxatdan keyin, unga yetib kelganingizda yuklanadi.',
  uz: 'Харита рўйхатдан кейин, унга етиб келганингизда юкланади.',
  ru: 'Карта загрузится после списка, когда вы до неё дойдёте.',
};
const mapShow: Record<Locale, string> = {
  oz: 'Xaritani ko‘rsatish',
  uz: 'Харитани кўрсатиш',
  ru: 'Показать карту',
};
/** An office's marker or button: its name and its number of notaries (locales, map.office). */
const officeButton = (office: string) => new RegExp(`^${office} \\(\\d+\\)$`);

/** /notary: the directory's list, filters and map. */
export class NotaryDirectoryModel extends LocalizedPageModel {
  async goto() {
    await this.page.goto('/notary');
    await expect(this.page.getByRole('heading', { level: 1, name: title[this.locale] })).toBeVisible();
    await expect(this.list().getByRole('listitem').first()).toBeVisible();
  }

  list() {
    return this.page.getByRole('list', { name: listName[this.locale], exact: true });
  }

  /** The names of the listed notaries (each a link to the notary's page), in the list's order. */
  async names(): Promise<string[]> {
    await expect(this.list()).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
    // The items render in stages, one after the other (decision 105): all of them are there once
    // there are as many as the list's total says, or, when there are more pages, once the pages'
    // navigation (rendered after them) is.
    const status = this.page.getByRole('region', { name: listName[this.locale] }).getByRole('status');
    const total = Number((await status.innerText()).match(/\d+/g)?.at(-1));
    const pages = this.page.getByRole('navigation', { name: pagesName[this.locale] });
    await expect
      .poll(
        async () => (await pages.isVisible()) || (await this.list().getByRole('listitem').count()) === total,
      )
      .toBe(true);
    return this.list().getByRole('heading', { level: 3 }).allInnerTexts();
  }

  /** The map is drawn: idle, and its canvas holds the basemap's and the markers' colours, not a blank. */
  async seeMapPainted() {
    await this.waitForMapIdle();
    const colours = await this.page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('.maplibregl-canvas');
      if (!canvas || canvas.width === 0) return 0;
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d');
      if (!context) return 0;
      context.drawImage(canvas, 0, 0);
      const { data } = context.getImageData(0, 0, copy.width, copy.height);
      const seen = new Set<number>();
      // Every 7th pixel is plenty to see water, land, Uzbekistan, borders and markers.
      for (let i = 0; i < data.length; i += 4 * 7)
        seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return seen.size;
    });
    expect(colours).toBeGreaterThan(4);
  }

  /** The map has drawn everything and stopped moving. */
  async waitForMapIdle() {
    await expect(this.page.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'idle', {
      timeout: 60_000,
    });
  }

  map() {
    return this.page.getByRole('region', { name: mapLabel[this.locale] });
  }

  /** The map's place before it is fetched: a line saying it comes later, and a button to show it. */
  mapPlace() {
    return this.page.getByText(mapLater[this.locale]);
  }

  showMapButton() {
    return this.page.getByRole('button', { name: mapShow[this.locale] });
  }

  /** The names of the offices drawn on their own on the map (the markers; clusters are circles). */
  async mapMarkers(): Promise<string[]> {
    const markers = this.map().getByRole('button');
    return (
      await markers.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
    ).sort();
  }

  mapMarker(office: string) {
    return this.map().getByRole('button', { name: officeButton(office) });
  }

  /**
   * Where a seeded office is on the map's screen, worked out from two markers already drawn: in Web
   * Mercator x grows with the longitude and y with the Mercator latitude, at one scale.
   */
  private async screenPointOf(office: string) {
    const place = (name: string) => {
      const found = seedOffices.find((o) => name.startsWith(`${o.name[this.locale]} (`));
      if (!found) throw new Error(`no seeded office named ${name}`);
      return {
        x: (found.longitude * Math.PI) / 180,
        y: Math.log(Math.tan(Math.PI / 4 + (found.latitude * Math.PI) / 360)),
      };
    };
    const drawn = await Promise.all(
      (await this.map().getByRole('button').all()).map(async (marker) => {
        const box = await marker.boundingBox();
        if (!box) throw new Error('a marker without a box');
        return {
          at: place((await marker.getAttribute('aria-label')) ?? ''),
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        };
      }),
    );
    drawn.sort((a, b) => a.at.x - b.at.x);
    const [west, east] = [drawn[0], drawn.at(-1)];
    if (!west || !east || east.at.x - west.at.x < 1e-3) throw new Error('two markers apart are needed');
    const scale = (east.x - west.x) / (east.at.x - west.at.x);
    const target = place(`${office} (`);
    return { x: west.x + scale * (target.x - west.at.x), y: west.y - scale * (target.y - west.at.y) };
  }

  /**
   * Zooms the map in with the mouse wheel over an office until it is drawn on its own (its marker),
   * not within a cluster; the wheel zooms around the pointer, so the office stays under it.
   */
  async zoomInTo(office: string) {
    const marker = this.mapMarker(office);
    if ((await marker.count()) > 0) return;
    const point = await this.screenPointOf(office);
    await this.page.mouse.move(point.x, point.y);
    await expect(async () => {
      if ((await marker.count()) === 0) await this.page.mouse.wheel(0, -500);
      await expect(marker).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
  }

  /** Chooses an office by clicking its marker drawn on the map; it shows as chosen. */
  async clickMapMarker(office: string) {
    const marker = this.mapMarker(office);
    await marker.click();
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
  }

  /** Every listed notary works in `office`. */
  async seeOnlyOffice(office: string) {
    await expect(this.list()).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
    const items = this.list().getByRole('listitem');
    await expect(items.first()).toContainText(office);
    for (const item of await items.all()) await expect(item).toContainText(office);
  }

  async sortBy(label: string) {
    await this.page.getByRole('combobox', { name: sortLabel[this.locale] }).selectOption({ label });
  }

  /** Searches the directory by name, as typed (any script). */
  async searchName(name: string) {
    const field = { oz: 'F.I.Sh.', uz: 'Ф.И.Ш.', ru: 'Ф.И.О.' }[this.locale];
    await this.page.getByRole('searchbox', { name: field }).fill(name);
    await this.page
      .getByRole('button', { name: { oz: 'Qidirish', uz: 'Қидириш', ru: 'Найти' }[this.locale] })
      .click();
  }

  async clickNotary(name: string) {
    await this.list().getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
}

/** /notary/:id: one notary with reviews and, for a client of theirs, the review form. */
export class NotaryPageModel extends LocalizedPageModel {
  constructor(page: Page, locale: Locale) {
    super(page, locale);
  }

  async seeNotary(name: string) {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name: 'Sharhlar' })).toBeVisible();
  }

  async submitReview() {
    await this.page.getByRole('button', { name: 'Yuborish' }).click();
  }

  async chooseRating(stars: number) {
    await this.page.getByRole('radio', { name: String(stars), exact: true }).check({ force: true });
  }

  async writeReview(text: string) {
    await this.page.getByRole('textbox', { name: 'Sharh matni (ixtiyoriy)' }).fill(text);
  }

  async seeRatingRequired() {
    await expect(
      this.page.getByRole('alert').filter({ hasText: 'Baho qo‘yish majburiy (1 dan 5 gacha)' }),
    ).toBeVisible();
  }

  async seeReview(author: string, text: string) {
    const reviews = this.page.getByRole('list', { name: 'Sharhlar' });
    await expect(
      reviews.getByRole('listitem').filter({ hasText: author }).filter({ hasText: text }),
    ).toBeVisible();
  }

  /** Reports the review `author` wrote: any logged-in user may, once (decision 072). */
  async reportReview(author: string) {
    const review = this.page
      .getByRole('list', { name: 'Sharhlar' })
      .getByRole('listitem')
      .filter({ hasText: author });
    await review.getByRole('button', { name: 'Shikoyat qilish' }).click();
    await expect(review.getByText('Shikoyat yuborilgan')).toBeVisible();
  }

  async seeClientRating(text: string) {
    await expect(this.page.getByTestId('client-rating')).toHaveText(text);
  }
}
