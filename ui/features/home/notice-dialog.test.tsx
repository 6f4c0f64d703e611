// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromValue } from 'wonka';
import home from '../../../locales/oz/home.json';
import type { NotificationsQuery } from '../../gql/graphql';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { NoticeDialog } from './notice-dialog';

setUpComponentTests({ home });

type Item = NotificationsQuery['notifications'][number];
const conference: Item = {
  regtypeid: 2,
  regsystemid: 2,
  rid: '1001',
  uuid: null,
  na: 'Avtomobil oldi-sotdi',
  visitdate: '25.11.2026',
  visittime: '10:30',
  office: null,
};
const visit: Item = { ...conference, regtypeid: 1, rid: '1002', na: 'Hadya' };
const unlinkable: Item = { ...conference, regsystemid: 1, rid: '1003', na: 'Eski tizim' };

function open(items: Item[]) {
  const onClose = vi.fn();
  const executeQuery = vi.fn(() => fromValue({ operation: { key: 1 }, data: { notifications: items } }));
  renderWithProviders(<NoticeDialog onClose={onClose} />, { client: { executeQuery } });
  return { onClose };
}

describe('the home notice after login (issue 11)', () => {
  it('links each video conference straight to its act’s video tab and closes on the way', async () => {
    const { onClose } = open([conference, visit, unlinkable]);
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByRole('link', { name: /Avtomobil oldi-sotdi/ });
    expect(link.getAttribute('href')).toBe('/my_notarial_act/1001?tab=video');
    // A visit in person is not a conference; an act of a system with no page is named, not linked.
    expect(within(dialog).queryByText(/Hadya/)).toBeNull();
    expect(
      within(dialog)
        .getByText(/Eski tizim/)
        .closest('a'),
    ).toBeNull();
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalled();
  });
});
