import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { TermsActorRef } from '../../../machines/terms/terms.machine';
import { selectTerms } from '../../../machines/terms/terms.select';
import { ModalDialog } from '../../components/modal-dialog';
import { useSessionView } from '../session';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

const sections = ['general', 'vehicle'] as const;
const clauses = ['offer', 'accuracy', 'confidentiality', 'recording', 'notaryChoice', 'refusal'] as const;

function TermsText() {
  const { t } = useTranslation('terms');
  return (
    <Stack gap="6">
      {sections.map((section) => (
        <Stack as="section" key={section} gap="3" aria-labelledby={`terms-${section}`}>
          <Heading as="h3" size="md" id={`terms-${section}`}>
            {t(`sections.${section}.title`)}
          </Heading>
          {clauses.map((clause, index) => (
            <Text key={clause}>
              <strong>
                {index + 1}. {t(`clauses.${clause}`)}.
              </strong>{' '}
              {t(`sections.${section}.${clause}`)}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

interface FrameProps {
  open: boolean;
  persistent: boolean;
  onClose: () => void;
  footer?: React.ReactNode;
}

function TermsFrame({ open, persistent, onClose, footer }: FrameProps) {
  const { t } = useTranslation('terms');
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      closable={!persistent}
      title={t('title')}
      closeLabel={persistent ? undefined : t('close')}
      rootProps={{
        closeOnInteractOutside: !persistent,
        closeOnEscape: !persistent,
        scrollBehavior: 'inside',
      }}
      contentProps={{ w: { base: '95vw', md: '60%' }, maxW: { base: '95vw', md: '60%' } }}
      // Focusable so keyboard users can scroll the long text (it has no links of its own).
      bodyProps={{ tabIndex: 0 }}
      footer={
        <>
          {footer}
          {!persistent && (
            <Button variant="outline" onClick={onClose}>
              {t('close')}
            </Button>
          )}
        </>
      }
      footerProps={{ gap: '3', flexWrap: 'wrap' }}
    >
      <TermsText />
    </ModalDialog>
  );
}

function ConnectedTerms({ terms }: { terms: TermsActorRef }) {
  const { t } = useTranslation('terms');
  const view = useSelector(terms, selectTerms);
  return (
    <TermsFrame
      open={view.open}
      persistent={view.persistent}
      onClose={() => terms.send({ type: 'terms.closed' })}
      footer={
        <>
          {view.canAgree && (
            <Button
              colorPalette="blue"
              aria-busy={view.busy}
              onClick={() => terms.send({ type: 'terms.agreed' })}
            >
              {t('agree')}
            </Button>
          )}
          {view.canDisagree && (
            <Button
              colorPalette="red"
              variant="outline"
              aria-busy={view.busy}
              onClick={() => terms.send({ type: 'terms.disagreed' })}
            >
              {t('disagree')}
            </Button>
          )}
        </>
      }
    />
  );
}

/**
 * The public offer (section 2): Agree and Disagree only for a logged-in user (Agree only while
 * termsofuse is 0), persistent after login, dismissible from the footer link.
 */
export function TermsDialog({
  anonymousOpen,
  onAnonymousClose,
}: {
  anonymousOpen: boolean;
  onAnonymousClose: () => void;
}) {
  const session = useSessionView();
  if (session.terms) return <ConnectedTerms terms={session.terms} />;
  return (
    <TermsFrame open={anonymousOpen && !session.loggedIn} persistent={false} onClose={onAnonymousClose} />
  );
}
