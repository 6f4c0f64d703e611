import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorReaction } from '../../errors/error-reaction';
import { downloadFile } from './download';

/** A file of the act (print form, refusal resolution) fetched with the bearer token. */
export function DownloadButton({ file }: { file: { url: string; name: string } }) {
  const { t } = useTranslation('acts');
  const reactToError = useErrorReaction();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const failure = await downloadFile(file.url, file.name);
    setBusy(false);
    // Section 8: 404 shows the text and goes to 404; 418 is "access denied to download" for 30 s.
    if (failure) reactToError({ ...failure, operation: 'download' });
  };
  return (
    <Button variant="outline" colorPalette="blue" loading={busy} onClick={download}>
      <Download aria-hidden />
      {t('detail.download', { name: file.name })}
    </Button>
  );
}
