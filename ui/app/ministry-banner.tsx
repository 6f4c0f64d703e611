import { Alert, Container } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { selectMinistryDown } from '../../machines/app/app.select';
import { AppActor } from '../app-actor/app-actor';

/** Shown while the gateway reports the ministry DOWN; it disappears by itself when it is back. */
export function MinistryBanner() {
  const { t } = useTranslation('common');
  const down = AppActor.useSelector(selectMinistryDown);
  if (!down) return null;
  return (
    <Alert.Root status="warning" borderRadius="0" role="alert">
      <Container maxW="7xl" display="flex" gap="3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('ministryDown.title')}</Alert.Title>
          <Alert.Description>{t('ministryDown.text')}</Alert.Description>
        </Alert.Content>
      </Container>
    </Alert.Root>
  );
}
