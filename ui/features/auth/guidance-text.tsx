import { Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guidance } from '../../../machines/face-check/guidance';
import { hintLocale } from '../../i18n/i18n';

/** The face check's hint for the person in front of the camera (section 8 codes). */
export function GuidanceText({ guidance, kiosk }: { guidance: Guidance | null; kiosk: boolean }) {
  const { t } = useTranslation('face');
  if (!guidance) return null;
  return (
    <Stack gap="1" textAlign="center" data-code={guidance.code}>
      <Text fontSize="18px" fontWeight="semibold">
        {t(guidance.key, guidance.values)}
      </Text>
      {/* Kiosks add the hint in Karakalpak; its bundle loads on the first hint, and waits for no one. */}
      {kiosk && (
        <Suspense fallback={null}>
          <HintInKaa guidance={guidance} />
        </Suspense>
      )}
    </Stack>
  );
}

function HintInKaa({ guidance }: { guidance: Guidance }) {
  const { t } = useTranslation('face', { lng: hintLocale });
  const hint = t(guidance.key, { ...guidance.values, defaultValue: '' });
  return hint ? (
    <Text fontSize="18px" lang={hintLocale} color="fg.muted">
      {hint}
    </Text>
  ) : null;
}
