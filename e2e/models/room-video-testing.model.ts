import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { expectAudible, expectVideoPlaying } from './media-playback';
import { LocalizedPageModel } from './page-model';

type LoopbackTexts = {
  loopback: { title: string; returnedVideo: string; leave: string; status: Record<string, string> };
};

const root = join(import.meta.dirname, '..', '..');
const read = <T>(locale: string, namespace: string) =>
  JSON.parse(readFileSync(join(root, 'locales', locale, `${namespace}.json`), 'utf8')) as T;

/**
 * `/room_video_testing` (specification section 2): the user alone in a test room of the ministry's
 * media server, their camera and microphone sent there and received back.
 */
export class RoomVideoTestingModel extends LocalizedPageModel {
  private readonly texts = read<LoopbackTexts>(this.locale, 'video').loopback;
  private readonly loginLabel = read<{ header: { login: string } }>(this.locale, 'common').header.login;

  async goto() {
    await this.page.goto('/room_video_testing');
    await expect(this.page.getByRole('heading', { level: 1, name: this.texts.title })).toBeVisible();
  }

  async seeStatus(key: string, timeout = 30_000) {
    await expect(this.page.getByTestId('loopback-status')).toContainText(this.texts.status[key]!, {
      timeout,
    });
  }

  /** Logged out: the message that login is needed, and the page's own login button. */
  async seeLoginRequired() {
    await this.seeStatus('loginRequired');
    await expect(this.page.getByTestId('loopback-status').getByRole('button')).toHaveCount(0);
    await expect(
      this.page.getByRole('main').getByRole('button', { name: this.loginLabel, exact: true }),
    ).toBeVisible();
    await expect(this.page.getByLabel(this.texts.returnedVideo)).toHaveCount(0);
  }

  private returned() {
    return this.page.getByLabel(this.texts.returnedVideo);
  }

  /**
   * Sees and hears oneself back through the media server, measured on the returned stream itself
   * (media-playback.ts), not read off the page; the page's level meter says it hears too.
   */
  async seeAndHearThemself() {
    await this.seeStatus('live');
    await expectVideoPlaying(this.returned());
    await expectAudible(this.returned());
    await expect(this.page.getByTestId('loopback-level')).toHaveAttribute('data-hearing', 'true', {
      timeout: 15_000,
    });
  }

  async leave() {
    await this.page.getByRole('button', { name: this.texts.leave, exact: true }).click();
    await this.seeStatus('ended');
  }
}
