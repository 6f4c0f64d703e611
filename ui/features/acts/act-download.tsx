import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toaster } from '../../components/toaster';
import { performErrorReaction } from '../../errors/error-effects';
import { readLocalStore } from '../../storage/local-store';
import { downloadFile } from './download';

/** A file of the act (print form, refusal resolution) fetched with the bearer token. */
export function DownloadButton({ file }: { file: { url: string; name: string } }) {
  const { t } = useTranslation('acts');
  const { t: tErrors } = useTranslation('errors');
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const failure = await downloadFile(file.url, file.name);
    setBusy(false);
    if (!failure) return;
    // Section 8: 404 shows the text and goes to 404; 418 is "access denied to download" for 30 s.
    performErrorReaction(
      {
        ...failure,
        operation: 'download',
        mode: readLocalStore().mode,
        currentPath: `${window.location.pathname}${window.location.search}`,
      },
      {
        t: tErrors,
        navigate: (to) => navigate(to, { replace: true }),
        showToast: ({ title, description, duration }) =>
          toaster.create({ title, description, duration, type: 'error', closable: true }),
      },
    );
  };
  return (
    <Button variant="outline" colorPalette="blue" loading={busy} onClick={download}>
      <Download aria-hidden />
      {t('detail.download', { name: file.name })}
    </Button>
  );
}
