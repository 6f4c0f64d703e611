// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import login from '../../../locales/ru/login.json';
import video from '../../../locales/ru/video.json';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { InstructionalVideoPlayer } from './instructional-video-dialog';

// The instructional video's dialog (issue 28, decision 084), in Russian: the project's own WebM with
// the browser's controls and Russian captions, the configured address instead when there is one, and
// the player's failure said in words.
setUpComponentTests({ login, video }, 'ru');

function open(configuredUrl: string | null, failed = false) {
  const intents = { open: vi.fn(), close: vi.fn(), fail: vi.fn() };
  renderWithProviders(
    <InstructionalVideoPlayer
      view={{ open: true, failed }}
      intents={intents}
      configuredUrl={configuredUrl}
    />,
  );
  return intents;
}

describe('the instructional video’s dialog', () => {
  it('plays the project’s video with controls and captions in the page’s language', async () => {
    const intents = open(null);
    const dialog = await screen.findByRole('dialog', { name: 'Инструкция по входу в систему' });
    const player = dialog.querySelector('video');
    expect(player?.getAttribute('src')).toBe('/video/instructional.webm');
    expect(player?.hasAttribute('controls')).toBe(true);
    expect(player?.getAttribute('aria-label')).toBe('Видеоинструкция');
    const track = player?.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('src')).toBe('/video/instructional.ru.vtt');
    expect(track?.getAttribute('srclang')).toBe('ru');
    expect(track?.hasAttribute('default')).toBe(true);
    expect(dialog.querySelector('iframe')).toBeNull();
    // The close icon is there, named; the player's error is the machine's event.
    expect(within(dialog).getByRole('button', { name: login.dialog.close })).toBeTruthy();
    if (player) fireEvent.error(player);
    expect(intents.fail).toHaveBeenCalledTimes(1);
  });

  it('frames the configured address instead, with autoplay', async () => {
    open('https://video.example/embed/intro');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('video')).toBeNull();
    expect(within(dialog).getByTitle('Инструкция по входу в систему').getAttribute('src')).toBe(
      'https://video.example/embed/intro?autoplay=1',
    );
  });

  it('says the browser cannot play it, instead of a broken player', async () => {
    open(null, true);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe(video.instructional.unsupported);
    expect(dialog.querySelector('video')).toBeNull();
  });
});
