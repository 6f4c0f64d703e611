import { Box, Button, Link, List, Text } from '@chakra-ui/react';
import { CalendarClock, Video } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Link as WouterLink } from 'wouter';
import { notificationHref } from '../../../machines/session/after-login';
import { useAppView, useSessionActor } from '../../app-actor/app-actor';
import { ModalDialog } from '../../components/modal-dialog';
import { NoticeHtmlQuery } from '../../components/notice.documents';
import { notificationText } from './notification-text';
import { useSessionView } from './session-actor';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

// urql re-runs a query whose context is a new object on every render: keep it one object.
const silentContext = { silent: true };
// DOMPurify and the renderer load only when there is an announcement (decision 084).
const NoticeHtml = lazy(() => import('../../components/notice-html'));

/** The kiosk's notification list after login (section 4), opened only when the list is non-empty. */
export function NotificationListDialog() {
  const { t } = useTranslation('kiosk');
  const view = useSessionView();
  const { mode } = useAppView();
  const actorRef = useSessionActor();
  const close = () => actorRef.send({ type: 'session.notificationsClosed' });
  // The operator's announcement, above the person's own entries.
  const [{ data: notice }] = useQuery({
    query: NoticeHtmlQuery,
    context: silentContext,
    pause: !view.notificationListOpen,
  });
  const html = notice?.noticeHtml ?? null;
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
      {html && (
        <Suspense fallback={null}>
          <Box fontSize="lg" mb="4">
            <NoticeHtml html={html} />
          </Box>
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
