import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as WouterLink } from 'wouter';
import type { Breadcrumb as Crumb } from '../../../machines/navigation/navigation.select';

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('pages');
  if (items.length === 0) return null;
  return (
    <Breadcrumb.Root aria-label={t('common:breadcrumbs')} mb="6">
      <Breadcrumb.List>
        {items.map((crumb, index) => (
          <Fragment key={crumb.routeId}>
            {index > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item>
              {crumb.current ? (
                <Breadcrumb.CurrentLink>{t(crumb.titleKey)}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild>
                  <WouterLink href={crumb.href}>{t(crumb.titleKey)}</WouterLink>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
