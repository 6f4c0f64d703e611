import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Locale } from '../fixtures';
import { LocalizedPageModel } from './page-model';

type VideoTexts = {
  errors: Record<string, string>;
  testing: { title: string; preview: string; resolution: string; ready: string };
  controls: { retry: string };
};

const root = join(import.meta.dirname, '..', '..');
/** The page's texts in `locale`, read from the locale files the app itself loads. */
export const videoTexts = (locale: Locale): VideoTexts =>
  JSON.parse(readFileSync(join(root, 'locales', locale, 'video.json'), 'utf8')) as VideoTexts;

/** `/video_testing`: the readiness checks of a video conference. */
export class VideoTestingModel extends LocalizedPageModel {
  private readonly texts = videoTexts(this.locale);

  async goto() {
    await this.page.goto('/video_testing');
    await expect(this.page.getByRole('heading', { level: 1, name: this.texts.testing.title })).toBeVisible();
  }

  /** Each check (permission, camera, microphone, bandwidth) with its passed status. */
  async seeAllPassed() {
    for (const id of ['permission', 'camera', 'microphone', 'bandwidth']) {
      await expect(this.page.locator(`[data-check="${id}"]`)).toHaveAttribute('data-status', 'passed', {
        timeout: 30_000,
      });
    }
    await expect(this.page.getByText(this.texts.testing.ready)).toBeVisible();
  }

  async seeResolution(width: number, height: number) {
    await expect(this.page.getByTestId('video-resolution')).toHaveText(
      this.texts.testing.resolution.replace('{{width}}', String(width)).replace('{{height}}', String(height)),
    );
  }

  /** The bandwidth line: Mb/s and the quality on the 0–5 scale. */
  async readBandwidth(): Promise<{ mbps: number; quality: number }> {
    const text = (await this.page.getByTestId('video-bandwidth').textContent()) ?? '';
    const [mbps, quality] = [...text.matchAll(/(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
    return { mbps: mbps ?? Number.NaN, quality: quality ?? Number.NaN };
  }

  /** The preview plays the camera: its frames advance. */
  async seePreviewPlaying() {
    const video = this.page.getByLabel(this.texts.testing.preview);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(first);
  }

  /** The failed check's section-8 message, and the retry. */
  async seeError(key: keyof VideoTexts['errors'] & string) {
    await expect(this.page.getByRole('alert').filter({ hasText: this.texts.errors[key]! })).toBeVisible();
    await expect(this.page.locator('[data-check="permission"]')).toHaveAttribute('data-status', 'failed');
    await expect(this.page.getByRole('button', { name: this.texts.controls.retry })).toBeVisible();
  }
}
