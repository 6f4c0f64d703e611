import { AspectRatio, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type {
  InstructionalVideoIntents,
  InstructionalVideoView,
} from '../../../machines/instructional-video/instructional-video.select';
import { instructionalVideoSource } from '../../../machines/instructional-video/instructional-video.source';
import { defaultLocale, type Locale, locales } from '../../../machines/session/local-store.schema';
import { useAppView } from '../../app-actor/app-actor';
import { ModalDialog } from '../../components/modal-dialog';
import { htmlLang } from '../../i18n/i18n';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

const localeOf = (language: string): Locale =>
  (locales as readonly string[]).includes(language) ? (language as Locale) : defaultLocale;

/**
 * The instructional video (section 2): autoplay, close icon, 16:9, 90% wide on mobile. The project's
 * own WebM plays in a <video> with the browser's controls (keyboard operable) and captions in the
 * page's language; a configured address is framed as its host's player.
 */
export function InstructionalVideoDialog(props: {
  view: InstructionalVideoView;
  intents: InstructionalVideoIntents;
}) {
  const { instructionalVideoUrl } = useAppView();
  return <InstructionalVideoPlayer {...props} configuredUrl={instructionalVideoUrl} />;
}

/** The dialog over the configured address (INSTRUCTIONAL_VIDEO_URL), or over the project's own video. */
export function InstructionalVideoPlayer({
  view,
  intents,
  configuredUrl,
}: {
  view: InstructionalVideoView;
  intents: InstructionalVideoIntents;
  configuredUrl: string | null;
}) {
  const { t, i18n } = useTranslation('video');
  const { t: tLogin } = useTranslation('login');
  const locale = localeOf(i18n.language);
  const source = instructionalVideoSource(configuredUrl, locale);
  return (
    <ModalDialog
      open={view.open}
      onClose={intents.close}
      title={t('instructional.title')}
      closeLabel={tLogin('dialog.close')}
      contentProps={{ maxW: { base: '90vw', md: '3xl' }, w: { base: '90vw', md: '3xl' } }}
      bodyProps={{ pb: '6' }}
    >
      {view.failed ? (
        <Text role="alert">{t('instructional.unsupported')}</Text>
      ) : (
        <AspectRatio ratio={16 / 9}>
          {source.kind === 'embed' ? (
            <iframe
              src={source.src}
              title={t('instructional.title')}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              style={{ border: 0 }}
            />
          ) : (
            // Silent (the words are the captions), so browsers let it start on its own.
            <video
              src={source.src}
              aria-label={t('instructional.player')}
              controls
              autoPlay
              muted
              playsInline
              preload="auto"
              onError={intents.fail}
            >
              <track
                kind="captions"
                src={source.captions}
                srcLang={htmlLang[locale]}
                label={t('instructional.captionsLabel')}
                default
              />
            </video>
          )}
        </AspectRatio>
      )}
    </ModalDialog>
  );
}
