// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { type Client, Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import common from '../../../locales/oz/common.json';
import video from '../../../locales/oz/video.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import RoomVideoTestingPage from './room-video-testing-page';

setUpComponentTests({ video, common });

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('/room_video_testing', () => {
  it('asks a visitor to log in, with the login button, and starts the devices once logged in', async () => {
    const onLogin = vi.fn();
    const client = { mutation: vi.fn() };
    const { rerender } = renderWithProviders(
      <TestAppActor>
        <RoomVideoTestingPage loggedIn={false} onLogin={onLogin} />
      </TestAppActor>,
      {
        client,
      },
    );
    expect(screen.getByTestId('loopback-status').textContent).toContain(video.loopback.status.loginRequired);
    expect(screen.queryByTestId('loopback-video')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: common.header.login }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    // Logged in (the dialog's success): the test asks for the devices, which this browser lacks.
    rerender(
      <ChakraProvider value={defaultSystem}>
        <Provider value={client as unknown as Client}>
          <TestAppActor>
            <RoomVideoTestingPage loggedIn onLogin={onLogin} />
          </TestAppActor>
        </Provider>
      </ChakraProvider>,
    );
    await act(settle);
    const status = screen.getByTestId('loopback-status');
    expect(status.getAttribute('data-screen')).toBe('failed');
    expect(status.textContent).toContain(video.errors.webcamBlocked);
    expect(screen.getByRole('button', { name: video.loopback.again })).toBeTruthy();
    // Nothing reached the media server.
    expect(client.mutation).not.toHaveBeenCalled();
  });
});
