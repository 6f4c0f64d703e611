import { Box, Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Download, Printer } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActFile, actDownloadMachine } from '../../../machines/act-download/act-download.machine';
import { actDownloadIntents, selectActDownload } from '../../../machines/act-download/act-download.select';
import { useAppView } from '../../app-actor/app-actor';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { ModalDialog } from '../../components/modal-dialog';
import { fetchToPrint, fetchToSave } from './act-download.actors';

type File = ActFile;

/**
 * A file of the act (print form, refusal resolution) fetched with the bearer token: saved in a
 * browser, printed on a kiosk (a file saved there would stay for the next person, issue 28).
 */
export function DownloadButton({ file }: { file: File }) {
  const { kiosk } = useAppView();
  return kiosk ? <PrintButton file={file} /> : <SaveButton file={file} />;
}

/**
 * The file's statechart (machines/act-download): saved in a browser, or fetched to be shown on a
 * kiosk. A refusal goes to the error policy (section 8: 404 shows the text and goes to 404; 418 is
 * "access denied to download" for 30 s).
 */
function useActDownload(file: File, print: boolean) {
  const download = usePageMachine(
    ({ report }) =>
      actDownloadMachine.provide({
        actors: {
          fetchFile: print ? fetchToPrint : fetchToSave,
        },
        actions: {
          reportFailure: (_, failure) => report({ ...failure, operation: 'download' }),
          releaseFile: (_, shown) => {
            if (shown) URL.revokeObjectURL(shown.href);
          },
        },
      }),
    { input: { file } },
  );
  return { view: useSelector(download, selectActDownload), intents: actDownloadIntents(download.send) };
}

function SaveButton({ file }: { file: File }) {
  const { t } = useTranslation('acts');
  const { view, intents } = useActDownload(file, false);
  return (
    <Button variant="outline" colorPalette="blue" loading={view.busy} onClick={intents.request}>
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
  const { view, intents } = useActDownload(file, true);
  const { shown } = view;
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <>
      <Button variant="outline" colorPalette="blue" size="2xl" loading={view.busy} onClick={intents.request}>
        <Printer aria-hidden />
        {t('detail.print', { name: file.name })}
      </Button>
      {shown && (
        <ModalDialog
          onClose={intents.close}
          title={shown.name}
          closeLabel={t('detail.printClose')}
          closeSize="md"
          contentProps={{ maxW: '4xl', w: '90vw' }}
          footer={
            <>
              <Button variant="outline" size="2xl" onClick={intents.close}>
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
