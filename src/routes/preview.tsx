import { PreviewEditor } from '../features/preview/preview-editor';
import { t } from '../i18n/zh-CN';
import type { RouteHandle } from './route-handle';

export const handle = { title: t.preview.title } satisfies RouteHandle;

/** /__preview: the content editors' preview (on in dev; in a build only with VITE_PREVIEW_ENABLED). */
export default function PreviewPage() {
  return <PreviewEditor />;
}
