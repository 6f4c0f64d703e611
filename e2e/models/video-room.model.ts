import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../fixtures';
import { expectAudible, expectVideoPlaying } from './media-playback';
import { LocalizedPageModel } from './page-model';
import { videoTexts } from './video-testing.model';

/** A tile's status (machines/video-room presenceStatusOf), as its `data-status` says. */
export type TileStatus = 'waitingForAdmission' | 'inCall' | 'muted' | 'paused' | 'left';

/** The notary's controls on the room (locales/<locale>/video.json `controls`). */
type RoomControl = 'start' | 'register' | 'end' | 'leave' | 'retry';

/**
 * The act's video tab (`/my_notarial_act/{rid}?tab=video`) with the live room in it (issue 11): the
 * readiness checks, joining, the room's banner, one tile per participant (`data-testid="video-tile"`,
 * `data-participant-id` of machines/video-room roomParticipantId, `data-status`), the notary's
 * controls, and the recordings to download.
 */
export class VideoRoomModel extends LocalizedPageModel {
  private readonly texts = videoTexts(this.locale) as ReturnType<typeof videoTexts> & {
    status: Record<string, string>;
    tile: Record<string, string>;
    tab: Record<string, string>;
    controls: Record<string, string>;
  };

  /** The act page's name of the tab (locales/<locale>/acts.json `tabs.video`). */
  private readonly tabName = (
    JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', 'locales', this.locale, 'acts.json'), 'utf8'),
    ) as {
      tabs: { video: string };
    }
  ).tabs.video;

  constructor(
    page: Page,
    locale: Locale = 'oz',
    /** On a kiosk the act's pages are under /kiosk (section 4's kiosk links, issue 28). */
    private readonly kiosk = false,
  ) {
    super(page, locale);
  }

  /** The act's page opened on its video tab, as the notifications link it (`?tab=video`). */
  async goto(rid: number) {
    await this.page.goto(`${this.kiosk ? '/kiosk' : ''}/my_notarial_act/${rid}?tab=video`);
    // The act loads slowly while a call shares the two cores.
    await expect(this.page.getByRole('tab', { name: this.tabName, selected: true })).toBeVisible({
      timeout: 30_000,
    });
  }

  /** The act opened by its uuid on its video tab (`/enotarial_act/{uuid}?tab=video`). */
  async gotoAct(uuid: string) {
    await this.page.goto(`${this.kiosk ? '/kiosk' : ''}/enotarial_act/${uuid}?tab=video`);
    await expect(this.page.getByRole('tab', { name: this.tabName, selected: true })).toBeVisible({
      timeout: 30_000,
    });
  }

  /** The ministry's refusal of the join, with its section-8 message (locales/<locale>/video.json errors). */
  async seeJoinRefused(key: string) {
    const errors = (this.texts as unknown as { errors: Record<string, string> }).errors;
    await expect(this.page.getByRole('tabpanel').getByText(errors[key]!, { exact: true })).toBeVisible({
      timeout: 30_000,
    });
  }

  joinButton() {
    return this.page.getByRole('button', { name: this.texts.tab.join, exact: true });
  }

  /**
   * Waits for the readiness checks (camera, microphone, bandwidth, signature) to pass, which is when the
   * tab offers to join. The bandwidth is measured on loopback through the gateway and the ministry, on
   * two cores that this spec's three browsers (and their calls) keep busy: below 2 Mb/s it is the load,
   * not the line, so a failed bandwidth check is retried with the page's own retry, as a person would,
   * up to `bandwidthRetries` times; any other failed check fails the test.
   */
  async passChecks(bandwidthRetries = 3) {
    const failed = this.page.locator('[data-check][data-status="failed"]');
    for (let attempt = 0; ; attempt++) {
      await expect(this.joinButton().or(failed)).toBeVisible({ timeout: 60_000 });
      if (await this.joinButton().isVisible()) break;
      await expect(failed, 'only the bandwidth may fail on this loaded machine').toHaveAttribute(
        'data-check',
        'bandwidth',
      );
      expect(attempt, 'bandwidth retries').toBeLessThan(bandwidthRetries);
      await this.page.getByRole('button', { name: this.texts.controls.retry, exact: true }).click();
    }
    await expect(this.joinButton()).toBeEnabled();
  }

  async join() {
    await this.joinButton().click();
  }

  /** The room's banner says what the room is doing for this participant (`status.<key>`). */
  async seeStatus(key: keyof typeof this.texts.status & string, timeout = 30_000) {
    await expect(this.page.getByTestId('video-room-banner')).toContainText(this.texts.status[key]!, {
      timeout,
    });
  }

  tile(participantId: string): Locator {
    return this.page.locator(`[data-testid="video-tile"][data-participant-id="${participantId}"]`);
  }

  /** A tile's status, by its data and by the text it shows (`tile.<status>`). */
  async seeTile(participantId: string, status: TileStatus, timeout = 30_000) {
    const tile = this.tile(participantId);
    await expect(tile).toHaveAttribute('data-status', status, { timeout });
    await expect(tile.getByText(this.texts.tile[status]!, { exact: true })).toBeVisible({ timeout });
  }

  private video(participantId: string): Locator {
    return this.tile(participantId).locator('video');
  }

  /** Sees the participant's picture playing and hears their sound (media-playback.ts). */
  async seeAndHear(participantId: string) {
    await expectVideoPlaying(this.video(participantId));
    await expectAudible(this.video(participantId));
  }

  control(control: RoomControl): Locator {
    return this.page.getByRole('button', { name: this.texts.controls[control]!, exact: true });
  }

  async click(control: RoomControl) {
    await expect(this.control(control)).toBeEnabled({ timeout: 30_000 });
    await this.control(control).click();
  }

  /** The notary's admit on a waiting participant's tile. */
  async admit(participantId: string) {
    const admit = this.tile(participantId).getByRole('button', {
      name: this.texts.controls.admit!,
      exact: true,
    });
    await expect(admit).toBeEnabled({ timeout: 30_000 });
    await admit.click();
  }

  /**
   * The room says registered with the registry number (`status.registeredNumber`), and the tab keeps
   * saying it once the room is over. Answers the number.
   */
  async seeRegistered(regnum?: string): Promise<string> {
    const [before, after] = this.texts.status.registeredNumber!.split('{{regnum}}') as [string, string];
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const number = regnum ? literal(regnum) : 'NA-\\d{4}-\\d{6}';
    const said = this.page.getByText(new RegExp(`^${literal(before)}${number}${literal(after)}$`));
    await expect(said.first()).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByTestId('video-room-finished')).toHaveAttribute('data-outcome', 'registered');
    const text = (await said.first().textContent()) ?? '';
    return text.slice(before.length, text.length - after.length);
  }

  /** The recordings listed on the tab: one download button each (`Yuklab olish: video-<uuid>.webm`). */
  recordingDownloads(): Locator {
    return this.page.getByRole('tabpanel').getByRole('button', { name: /video-[0-9a-f-]+\.webm$/ });
  }

  /**
   * The tab, read again, lists `count` recordings to download, none incomplete. (The tab reads the list
   * when it opens and when this participant joins or leaves; the ministry stores a recording once its
   * file is finalised, a moment after the room stops recording.)
   */
  async seeRecordings(count: number) {
    await this.page.reload();
    await expect(
      this.page.getByRole('heading', { name: this.texts.tab.recordings!, exact: true }),
    ).toBeVisible();
    if (this.kiosk) {
      // Listed, complete, and never saved on a kiosk the next person uses.
      await expect(
        this.page.getByRole('tabpanel').getByText(this.texts.tab.complete!, { exact: true }),
      ).toHaveCount(count, { timeout: 15_000 });
      await expect(this.recordingDownloads()).toHaveCount(0);
    } else await expect(this.recordingDownloads()).toHaveCount(count, { timeout: 15_000 });
    await expect(
      this.page.getByRole('tabpanel').getByText(this.texts.tab.incomplete!, { exact: true }),
    ).toHaveCount(0);
  }

  /** Downloads recording `id` through the tab's own button; answers the saved file and its name. */
  async downloadRecording(id: string | number): Promise<{ name: string; path: string }> {
    const button = this.page.getByRole('tabpanel').getByRole('button', { name: `video-${id}.webm` });
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    const path = await download.path();
    if (!path)
      throw new Error(`download ${download.suggestedFilename()} failed: ${await download.failure()}`);
    return { name: download.suggestedFilename(), path };
  }
}
