import { PreviewEditor } from '../features/preview/preview-editor';

/** /__preview: the content editors' preview (on in dev; in a build only with VITE_PREVIEW_ENABLED). */
export default function PreviewPage() {
  return <PreviewEditor />;
}
