import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { usePageQuery } from '../../app-actor/use-page-query';
import { noticeHtml } from '../../components/notice.actors';

// DOMPurify and the renderer load only when there is an announcement (decision 084).
const NoticeHtml = lazy(() => import('../../components/notice-html'));

/**
 * The operator's announcement above the kiosk's notification list, read each time the list opens
 * (machines/query); nothing when there is none or it cannot be read (the list is a courtesy).
 */
export default function NoticeAnnouncement() {
  const html = usePageQuery('kioskNoticeHtml', noticeHtml, null).data;
  return html ? (
    <Suspense fallback={null}>
      <Box fontSize="lg" mb="4">
        <NoticeHtml html={html} />
      </Box>
    </Suspense>
  ) : null;
}
