import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ActDetail } from './use-act';

/** The notary's remark the applicant answers, while the projection says it is theirs to act on. */
export function RemarkAlert({ act }: { act: ActDetail }) {
  const { t } = useTranslation('acts');
  if (!act.view.showRemark || !act.view.remark) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('detail.remark')}</Alert.Title>
        <Alert.Description whiteSpace="pre-wrap">{act.view.remark}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
