import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActDetail, useActUuidForRid, useLiveAct } from './use-act';

/** What a screen of one act draws once the act is here; `onAct` takes a mutation's answer. */
export type RenderAct = (act: ActDetail, onAct: (act: ActDetail) => void) => ReactNode;

export function Waiting({ label }: { label: string }) {
  return (
    <HStack py="10" justify="center" gap="3" role="status">
      <Spinner size="md" />
      <Text>{label}</Text>
    </HStack>
  );
}

function Failed({ title, onRetry }: { title: string; onRetry?: () => void }) {
  const { t } = useTranslation('acts');
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{title}</Alert.Title>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </Alert.Root>
  );
}

/** The act by uuid, live (query, then every change pushed by the subscription). */
export function LiveAct({ uuid, render }: { uuid: string; render: RenderAct }) {
  const { t } = useTranslation('acts');
  const { act, fetching, error, refetch, received } = useLiveAct(uuid);
  if (act) return render(act, received);
  if (fetching) return <Waiting label={t('detail.loading')} />;
  // 418 (not found, not a party) already toasted and redirected by the global error policy.
  if (error) return <Failed title={t('detail.error')} onRetry={refetch} />;
  return null;
}

/** The act numbered `rid` (/my_notarial_act/{rid}/...): its uuid first, then the live act. */
export function LiveActByRid({ rid, render }: { rid: string; render: RenderAct }) {
  const { t } = useTranslation('acts');
  const { uuid, missing, failed } = useActUuidForRid(rid);
  if (uuid) return <LiveAct uuid={uuid} render={render} />;
  if (missing) return <Failed title={t('detail.notFound', { rid })} />;
  if (failed) return <Failed title={t('detail.error')} />;
  return <Waiting label={t('detail.loading')} />;
}
