import { Button, Link, List, Text } from '@chakra-ui/react';
import { CalendarClock, Video } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as WouterLink } from 'wouter';
import { notificationHref } from '../../../machines/session/after-login';
import { useAppView, useSessionActor } from '../../app-actor/app-actor';
import { ModalDialog } from '../../components/modal-dialog';
import { notificationText } from './notification-text';
import { useSessionView } from './session-actor';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

// The operator's announcement, its read's statechart (machines/query) and its renderer load when the
// list opens: the kiosk's first page holds the list's lazy import, and each chunk it names costs there.
const Announcement = lazy(() => import('./notice-announcement'));

/** The kiosk's notification list after login (section 4), opened only when the list is non-empty. */
export function NotificationListDialog() {
  const { t } = useTranslation('kiosk');
  const view = useSessionView();
  const { mode } = useAppView();
  const actorRef = useSessionActor();
  const close = () => actorRef.send({ type: 'session.notificationsClosed' });
  return (
    <ModalDialog
      open={view.notificationListOpen}
      onClose={close}
      title={t('notifications.title')}
      closeLabel={t('notifications.close')}
      closeSize="md"
      footer={
        <Button size="xl" onClick={close}>
          {t('notifications.close')}
        </Button>
      }
    >
      {view.notificationListOpen && (
        <Suspense fallback={null}>
          <Announcement />
        </Suspense>
      )}
      <List.Root gap="4" variant="plain">
        {view.notifications.map((item) => {
          const href = notificationHref(item, mode);
          const text = notificationText(t, item);
          return (
            <List.Item key={`${item.regsystemid}-${item.rid ?? item.uuid}`} fontSize="lg" gap="3">
              <List.Indicator asChild>{item.regtypeid === 2 ? <Video /> : <CalendarClock />}</List.Indicator>
              {href ? (
                <Link asChild colorPalette="blue" onClick={close}>
                  <WouterLink href={href}>{text}</WouterLink>
                </Link>
              ) : (
                <Text>{text}</Text>
              )}
            </List.Item>
          );
        })}
      </List.Root>
    </ModalDialog>
  );
}
