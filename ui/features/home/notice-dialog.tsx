import { Alert, Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { ShieldAlert, Video } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from 'urql';
import { Link as WouterLink } from 'wouter';
import { notificationHref } from '../../../machines/session/after-login';
import { usePageQuery } from '../../app-actor/use-page-query';
import { ModalDialog } from '../../components/modal-dialog';
import { noticeHtml } from '../../components/notice.actors';
import { queryData } from '../../graphql/query-data';
import { NotificationsQuery } from '../session';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

// A courtesy: a failed read leaves its part out of the dialog rather than raise a toast.
const silentContext = { silent: true };

/** The person's notifications, the `load` of the dialog's query machine (machines/query). */
const notifications = async (client: Client, _variables: null) =>
  (await queryData(client, NotificationsQuery, {}, silentContext)).notifications;

// DOMPurify and the renderer load only when the notice has HTML (decision 084).
const NoticeHtml = lazy(() => import('../../components/notice-html'));

/** The generic notification dialog's width (sections 2 and 9): 40 % on wide screens, the whole phone. */
export const noticeDialogWidth = { base: '100%', lg: '40%' } as const;

/** The notice itself, loaded when it is first shown (home-notice-dialog.tsx, decision 029). */
export function NoticeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('home');
  const items = usePageQuery('homeNotifications', notifications, null).data;
  const html = usePageQuery('homeNoticeHtml', noticeHtml, null).data;
  const conferences = (items ?? []).filter((item) => item.regtypeid === 2);
  return (
    <ModalDialog
      onClose={onClose}
      title={t('notice.title')}
      closeLabel={t('notice.close')}
      contentProps={{ w: noticeDialogWidth, maxW: noticeDialogWidth }}
      footer={<Button onClick={onClose}>{t('notice.close')}</Button>}
    >
      <Stack gap="4">
        <Alert.Root status="warning">
          <Alert.Indicator>
            <ShieldAlert />
          </Alert.Indicator>
          <Alert.Description>{t('notice.neverShare')}</Alert.Description>
        </Alert.Root>
        {html && (
          <Suspense fallback={null}>
            <NoticeHtml html={html} />
          </Suspense>
        )}
        {conferences.length > 0 && (
          <Stack gap="2">
            <Text fontWeight="semibold">{t('notice.conferences')}</Text>
            <List.Root variant="plain" gap="2">
              {conferences.map((item) => {
                // Straight to the act's video tab (issue 11), as the kiosk's notification list does.
                const href = notificationHref(item, 'browser');
                const text = t('notice.conference', {
                  name: item.na ?? '',
                  date: item.visitdate ?? '',
                  time: item.visittime ?? '',
                });
                return (
                  <List.Item key={`${item.regsystemid}-${item.rid ?? item.uuid}`}>
                    <List.Indicator asChild>
                      <Video />
                    </List.Indicator>
                    {href ? (
                      <Link asChild colorPalette="blue" onClick={onClose}>
                        <WouterLink href={href}>{text}</WouterLink>
                      </Link>
                    ) : (
                      text
                    )}
                  </List.Item>
                );
              })}
            </List.Root>
          </Stack>
        )}
      </Stack>
    </ModalDialog>
  );
}
