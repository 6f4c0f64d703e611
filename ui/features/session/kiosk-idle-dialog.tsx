import { Button, Text } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { KioskIdleActorRef } from '../../../machines/kiosk-idle/kiosk-idle.machine';
import { kioskIdleIntents, selectKioskIdle } from '../../../machines/kiosk-idle/kiosk-idle.select';
import { ModalDialog } from '../../components/modal-dialog';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

/**
 * "Are you still here?" on a kiosk nobody touched for a while (decision 074): the seconds left, and
 * the two answers. Escape or a tap outside counts as "I am still here": someone is there to do it.
 * Loaded when it first opens (./deferred.tsx).
 */
export function KioskIdleDialog({ actor }: { actor: KioskIdleActorRef }) {
  const { t } = useTranslation('kiosk');
  const view = useSelector(actor, selectKioskIdle, shallowEqual);
  const intents = useMemo(() => kioskIdleIntents((event) => actor.send(event)), [actor]);
  return (
    <ModalDialog
      open={view.warning}
      onClose={intents.confirm}
      title={t('idle.title')}
      rootProps={{ role: 'alertdialog' }}
      footer={
        <>
          <Button size="xl" minH="12" variant="outline" disabled={!view.canLogOut} onClick={intents.logOut}>
            {t('idle.logOut')}
          </Button>
          <Button size="xl" minH="12" disabled={!view.canConfirm} onClick={intents.confirm}>
            {t('idle.stay')}
          </Button>
        </>
      }
    >
      <Text fontSize="lg">{t('idle.text')}</Text>
      {/* A timer is not read out at each tick (its aria-live is off): the title said what matters. */}
      <Text role="timer" fontSize="3xl" fontWeight="semibold" mt="4">
        {t('idle.secondsLeft', { seconds: view.secondsLeft })}
      </Text>
    </ModalDialog>
  );
}
