import {
  BarChart3,
  CalendarClock,
  FileCheck2,
  FileSearch,
  FileSignature,
  MapPinned,
  ScrollText,
  ShieldCheck,
  Video,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as WouterLink } from 'wouter';
import { paths } from '../../../machines/navigation/routes';
import { PageSection } from '../../components/page-heading';
import { Staged } from '../../components/staged';
import { capabilitiesCss } from './home.styles';

const blocks = [
  { id: 'onlineActs', href: paths.myActs, icon: FileSignature },
  { id: 'video', href: paths.videoTesting, icon: Video },
  { id: 'banCheck', href: paths.searchBan, icon: ShieldCheck },
  { id: 'actSearch', href: paths.searchNotarialAct, icon: FileCheck2 },
  { id: 'proxySearch', href: paths.searchProxy, icon: FileSearch },
  { id: 'inheritSearch', href: paths.searchInheritcase, icon: ScrollText },
  { id: 'equeue', href: paths.equeue, icon: CalendarClock },
  { id: 'notaries', href: paths.notaries, icon: MapPinned },
  { id: 'statistics', href: paths.statistics, icon: BarChart3 },
] as const;

/**
 * What the portal offers, a card each, the whole card a link (Chakra's LinkBox and LinkOverlay): plain
 * elements styled by the build (decision 111).
 */
export function Capabilities() {
  const { t } = useTranslation('home');
  return (
    <PageSection id="capabilities-heading" title={t('capabilities.heading')} gap="5">
      <ul className={capabilitiesCss.grid}>
        {blocks.map((block) => (
          <Staged key={block.id}>
            <li className={capabilitiesCss.item}>
              <div className={capabilitiesCss.card}>
                <div className={capabilitiesCss.body}>
                  <block.icon className={capabilitiesCss.icon} focusable="false" aria-hidden="true" />
                  <h3 className={capabilitiesCss.title}>
                    <WouterLink
                      href={block.href}
                      className={`chakra-linkbox__overlay ${capabilitiesCss.overlay}`}
                    >
                      {t(`capabilities.${block.id}.title`)}
                    </WouterLink>
                  </h3>
                  <p className={capabilitiesCss.text}>{t(`capabilities.${block.id}.text`)}</p>
                </div>
              </div>
            </li>
          </Staged>
        ))}
      </ul>
    </PageSection>
  );
}
