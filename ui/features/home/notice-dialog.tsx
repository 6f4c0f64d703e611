import { Alert, Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { ShieldAlert, Video } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Link as WouterLink } from 'wouter';
import { notificationHref } from '../../../machines/session/after-login';
import { ModalDialog } from '../../components/modal-dialog';
import { NoticeHtmlQuery } from '../../components/notice.documents';
import { NotificationsQuery } from '../session';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

// urql re-runs a query whose context is a new object on every render: keep it one object.
const silentContext = { silent: true };

// DOMPurify and the renderer load only when the notice has HTML (decision 084).
const NoticeHtml = lazy(() => import('../../components/notice-html'));

/** The generic notification dialog's width (sections 2 and 9): 40 % on wide screens, the whole phone. */
export const noticeDialogWidth = { base: '100%', lg: '40%' } as const;

/** The notice itself, loaded when it is first shown (home-notice-dialog.tsx, decision 029). */
export function NoticeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('home');
  const [{ data }] = useQuery({ query: NotificationsQuery, context: silentContext });
  const [{ data: notice }] = useQuery({ query: NoticeHtmlQuery, context: silentContext });
  const conferences = (data?.notifications ?? []).filter((item) => item.regtypeid === 2);
  const html = notice?.noticeHtml ?? null;
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
