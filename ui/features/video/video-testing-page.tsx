import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { useDeviceSession, useStandaloneVideoCheck } from './use-video-check';
import { VideoCheckPanel } from './video-check-panel';

/**
 * `/video_testing` (specification, section 2): the camera, microphone and bandwidth checks of a video
 * conference, before anyone books one; open without login, so the signature is not asked here (the
 * act's video tab asks it).
 */
export default function VideoTestingPage() {
  const { t } = useTranslation('video');
  const session = useDeviceSession();
  const actor = useStandaloneVideoCheck(session);
  return (
    <Stack gap="6">
      <PageHeading title={t('testing.title')} intro={t('testing.intro')} variant="page" />
      <VideoCheckPanel actor={actor} session={session} />
    </Stack>
  );
}
