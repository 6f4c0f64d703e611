import { expect } from '@playwright/test';
import { LocalizedPageModel } from './page-model';
import { videoTexts } from './video-testing.model';

type LoopbackTexts = {
  loopback: { title: string; leave: string; again: string; status: Record<string, string> };
};

/** `/room_video_testing`: a test room of one, one's own media back through the media server. */
export class VideoLoopbackModel extends LocalizedPageModel {
  private readonly texts = videoTexts(this.locale) as unknown as LoopbackTexts;
  private readonly status = this.page.getByTestId('loopback-status');
  private readonly video = this.page.getByTestId('loopback-video');

  async goto() {
    await this.page.goto('/room_video_testing');
    await expect(this.page.getByRole('heading', { level: 1, name: this.texts.loopback.title })).toBeVisible();
  }

  /** A visitor: the message and the login button, no test started. */
  async seeLoginRequired(loginButton: string) {
    await expect(this.status).toHaveAttribute('data-screen', 'loginRequired');
    await expect(this.status).toContainText(this.texts.loopback.status.loginRequired!);
    await expect(this.page.getByRole('main').getByRole('button', { name: loginButton })).toBeVisible();
    await expect(this.video).toHaveCount(0);
  }

  /** The returned video plays (frames advancing) and the returned audio is above silence. */
  async seeSelfBack() {
    await expect(this.status).toHaveAttribute('data-screen', 'live', { timeout: 30_000 });
    await expect(this.status).toContainText(this.texts.loopback.status.live!);
    await expect.poll(() => this.video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    const first = await this.video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect
      .poll(() => this.video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(first);
    await expect(this.page.getByTestId('loopback-level')).toHaveAttribute('data-hearing', 'true', {
      timeout: 15_000,
    });
  }

  async clickLeave() {
    await this.page.getByRole('button', { name: this.texts.loopback.leave }).click();
  }

  async seeEnded() {
    await expect(this.status).toHaveAttribute('data-screen', 'ended');
    await expect(this.page.getByRole('button', { name: this.texts.loopback.again })).toBeVisible();
  }
}
