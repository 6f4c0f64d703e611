// @vitest-environment jsdom
// jsdom: the notice's HTML goes through DOMPurify, which does not support happy-dom.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import home from '../../../locales/oz/home.json';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
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

/** The operation's name (Notifications, NoticeHtml), to answer each query its own data. */
const nameOf = (document: { definitions: readonly { name?: { value: string } }[] }) =>
  document.definitions[0]?.name?.value;

function open(items: Item[], noticeHtml: string | null = null) {
  const onClose = vi.fn();
  // Each part of the notice is read by its statechart's actor (client.query, machines/query).
  const query = vi.fn((document: { definitions: readonly { name?: { value: string } }[] }) => ({
    toPromise: () =>
      Promise.resolve({
        data: nameOf(document) === 'NoticeHtml' ? { noticeHtml } : { notifications: items },
      }),
  }));
  renderWithProviders(
    <TestAppActor>
      <NoticeDialog onClose={onClose} />
    </TestAppActor>,
    { client: { query } },
  );
  return { onClose };
}

describe('the home notice after login (issue 11)', () => {
  it('links each video conference straight to its act’s video tab and closes on the way', async () => {
    const { onClose } = open([conference, visit, unlinkable]);
    const dialog = await screen.findByRole('dialog');
    const link = await within(dialog).findByRole('link', { name: /Avtomobil oldi-sotdi/ });
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

describe('the notice’s optional HTML and width (issue 28, sections 2 and 9)', () => {
  it('renders the operator’s announcement sanitized: no script, handler, frame, style or javascript: link', async () => {
    open(
      [],
      [
        '<p><strong>Diqqat!</strong> Yangi tartib.</p>',
        '<script>window.pwned = 1</script>',
        '<img src="x" onerror="window.pwned = 1">',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="position:fixed">Uslubsiz</p>',
        '<a href="javascript:window.pwned=1">Yomon havola</a>',
        '<a href="https://adliya.uz/uz/">Batafsil</a>',
      ].join(''),
    );
    const dialog = await screen.findByRole('dialog');
    const strong = await within(dialog).findByText('Diqqat!');
    expect(strong.tagName).toBe('STRONG');
    const html = dialog.innerHTML;
    expect(html).not.toMatch(/<script|onerror|<iframe|<img|javascript:|style="position/);
    expect(within(dialog).getByText('Uslubsiz').getAttribute('style')).toBeNull();
    expect(within(dialog).getByText('Yomon havola').hasAttribute('href')).toBe(false);
    const link = within(dialog).getByRole('link', { name: 'Batafsil' });
    expect(link.getAttribute('href')).toBe('https://adliya.uz/uz/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('shows no HTML block when the operator configured none', async () => {
    open([conference], null);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('link', { name: /Avtomobil oldi-sotdi/ });
    expect(dialog.querySelector('.notice-html')).toBeNull();
  });

  it('is 40 % wide from the lg breakpoint up and the whole width below it', async () => {
    open([]);
    const dialog = await screen.findByRole('dialog');
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    const classes = [...dialog.classList].filter((name) => name.startsWith('css-'));
    const own = (pattern: RegExp) =>
      classes.some((name) => new RegExp(`\\.${name}[^{]*\\{[^}]*${pattern.source}`).test(rules));
    // Chakra writes the responsive width as a base rule and a min-width media rule for lg.
    expect(own(/width:\s*100%/)).toBe(true);
    expect(rules).toMatch(/@media screen and \(min-width: 64rem\)\s*\{[^@]*width:\s*40%/);
  });
});
