import { Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An awaiting party's SMS invitation link as a QR code, on the applicant's parties tab: a party in
 * the same room scans it instead of waiting for the SMS (issue 10, decision 036). The code is drawn
 * here, as SVG, from the link the ministry gives the applicant; answering still needs the party's
 * own login.
 */
export function InvitationQr({ link, fio }: { link: string; fio: string }) {
  const { t } = useTranslation('acts');
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setSvg(null);
    void QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((drawn) => {
      if (current) setSvg(drawn);
    });
    return () => {
      current = false;
    };
  }, [link]);
  const label = t('parties.invitationQr', { fio });
  return (
    <Stack gap="1" align="flex-start">
      {svg ? (
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={label}
          data-link={link}
          boxSize="32"
          bg="white"
        />
      ) : (
        <Skeleton boxSize="32" />
      )}
      <Text fontSize="xs" color="fg.muted" maxW="32">
        {t('parties.invitationQrHelp')}
      </Text>
    </Stack>
  );
}
