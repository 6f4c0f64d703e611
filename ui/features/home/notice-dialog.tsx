import { Alert, Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { ShieldAlert, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Link as WouterLink } from 'wouter';
import { notificationHref } from '../../../machines/session/after-login';
import { ModalDialog } from '../../components/modal-dialog';
import { NotificationsQuery } from '../session';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

// urql re-runs a query whose context is a new object on every render: keep it one object.
const silentContext = { silent: true };

/** The notice itself, loaded when it is first shown (home-notice-dialog.tsx, decision 029). */
export function NoticeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('home');
  const [{ data }] = useQuery({ query: NotificationsQuery, context: silentContext });
  const conferences = (data?.notifications ?? []).filter((item) => item.regtypeid === 2);
  return (
    <ModalDialog
      onClose={onClose}
      title={t('notice.title')}
      closeLabel={t('notice.close')}
      footer={<Button onClick={onClose}>{t('notice.close')}</Button>}
    >
      <Stack gap="4">
        <Alert.Root status="warning">
          <Alert.Indicator>
            <ShieldAlert />
          </Alert.Indicator>
          <Alert.Description>{t('notice.neverShare')}</Alert.Description>
        </Alert.Root>
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
