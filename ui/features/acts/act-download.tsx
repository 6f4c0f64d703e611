import { Box, Button } from '@chakra-ui/react';
import { Download, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppView } from '../../app-actor/app-actor';
import { ModalDialog } from '../../components/modal-dialog';
import { useErrorReaction } from '../../errors/error-reaction';
import { type DownloadFailure, downloadFile, fileForPrint } from './download';

type File = { url: string; name: string };

/**
 * A file of the act (print form, refusal resolution) fetched with the bearer token: saved in a
 * browser, printed on a kiosk (a file saved there would stay for the next person, issue 28).
 */
export function DownloadButton({ file }: { file: File }) {
  const { kiosk } = useAppView();
  return kiosk ? <PrintButton file={file} /> : <SaveButton file={file} />;
}

/** Section 8: 404 shows the text and goes to 404; 418 is "access denied to download" for 30 s. */
function useFileFailure() {
  const reactToError = useErrorReaction();
  return (failure: DownloadFailure) => reactToError({ ...failure, operation: 'download' });
}

function SaveButton({ file }: { file: File }) {
  const { t } = useTranslation('acts');
  const fail = useFileFailure();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const failure = await downloadFile(file.url, file.name);
    setBusy(false);
    if (failure) fail(failure);
  };
  return (
    <Button variant="outline" colorPalette="blue" loading={busy} onClick={download}>
      <Download aria-hidden />
      {t('detail.download', { name: file.name })}
    </Button>
  );
}

/**
 * The kiosk's print: the file opens in a dialog, in a frame of the page that the browser's PDF viewer
 * draws, so the person sees what will be printed; "Print" sends that frame to the kiosk's printer.
 * Closing the dialog drops the file from memory.
 */
function PrintButton({ file }: { file: File }) {
  const { t } = useTranslation('acts');
  const fail = useFileFailure();
  const [busy, setBusy] = useState(false);
  // The file in memory while its dialog is open: data the dialog shows, not a mode.
  const [shown, setShown] = useState<{ href: string; name: string } | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => (shown ? () => URL.revokeObjectURL(shown.href) : undefined), [shown]);
  const open = async () => {
    setBusy(true);
    const fetched = await fileForPrint(file.url, file.name);
    setBusy(false);
    if ('failure' in fetched) fail(fetched.failure);
    else setShown(fetched);
  };
  return (
    <>
      <Button variant="outline" colorPalette="blue" size="2xl" loading={busy} onClick={open}>
        <Printer aria-hidden />
        {t('detail.print', { name: file.name })}
      </Button>
      {shown && (
        <ModalDialog
          onClose={() => setShown(null)}
          title={shown.name}
          closeLabel={t('detail.printClose')}
          closeSize="md"
          contentProps={{ maxW: '4xl', w: '90vw' }}
          footer={
            <>
              <Button variant="outline" size="2xl" onClick={() => setShown(null)}>
                {t('detail.printClose')}
              </Button>
              <Button colorPalette="blue" size="2xl" onClick={() => frame.current?.contentWindow?.print()}>
                <Printer aria-hidden />
                {t('detail.printNow')}
              </Button>
            </>
          }
        >
          <Box asChild w="full" h="65vh" borderWidth="1px" borderRadius="l2">
            <iframe ref={frame} src={shown.href} title={shown.name} data-kiosk-print="" />
          </Box>
        </ModalDialog>
      )}
    </>
  );
}
