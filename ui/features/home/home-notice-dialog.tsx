import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { ShieldAlert, Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ModalDialog } from '../../components/modal-dialog';
import { NotificationsQuery, useSessionView } from '../session';

const shownKey = 'homeNoticeShown';
// urql re-runs a query whose context is a new object on every render: keep it one object.
const silentContext = { silent: true };

/** Cleared at each login, so the notice shows once per login session (sessionStorage: per tab). */
export function resetHomeNotice() {
  try {
    window.sessionStorage.removeItem(shownKey);
  } catch {
    // Without sessionStorage the notice shows once per page load instead.
  }
}

function alreadyShown() {
  try {
    return window.sessionStorage.getItem(shownKey) === '1';
  } catch {
    return false;
  }
}

function markShown() {
  try {
    window.sessionStorage.setItem(shownKey, '1');
  } catch {
    // See resetHomeNotice.
  }
}

function NoticeDialog({ onClose }: { onClose: () => void }) {
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
              {conferences.map((item) => (
                <List.Item key={`${item.regsystemid}-${item.rid ?? item.uuid}`}>
                  <List.Indicator asChild>
                    <Video />
                  </List.Indicator>
                  {t('notice.conference', {
                    name: item.na ?? '',
                    date: item.visitdate ?? '',
                    time: item.visittime ?? '',
                  })}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
      </Stack>
    </ModalDialog>
  );
}

/** Home's notifications dialog (section 2): once per session after login, when landing on home. */
export function HomeNoticeDialog() {
  const session = useSessionView();
  const [open, setOpen] = useState(() => !alreadyShown());
  // The offer comes first; the notice waits until the session is settled.
  if (!session.loggedIn || session.termsDialog || session.busy || !open) return null;
  return (
    <NoticeDialog
      onClose={() => {
        markShown();
        setOpen(false);
      }}
    />
  );
}
