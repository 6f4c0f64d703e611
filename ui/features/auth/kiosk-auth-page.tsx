import { Box, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import {
  InstructionalVideoDialogHost,
  InstructionalVideoLink,
  useInstructionalVideo,
} from './instructional-video';
import { LoginForm } from './login-form';

/** /kiosk/auth (section 2): the login form with on-screen keyboards and large touch targets. */
export default function KioskAuthPage() {
  const { t } = useTranslation('login');
  const video = useInstructionalVideo();
  return (
    <Stack gap="8" maxW="3xl" mx="auto">
      <PageHeading variant="kiosk" title={t('kiosk.heading')} intro={t('kiosk.intro')} />
      <Box fontSize="xl">
        <LoginForm kiosk />
      </Box>
      <InstructionalVideoLink intents={video.intents} kiosk />
      <InstructionalVideoDialogHost view={video.view} intents={video.intents} />
    </Stack>
  );
}
