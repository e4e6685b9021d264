import type { RouteContent } from './route-content';

/** Whether content opens the page with its own heading block (eyebrow, title, subtitle). */
const opensWithHeading = (content: RouteContent) => content.status === 'ok' && content.data.blocks[0]?.model === 'brandStoryTitle';

/**
 * A content page's level-one heading, shown unless the content opens with its own heading block: that block is then the
 * one header seen, drawn at the page title's size (brand-story-title.module.css), and the title stays for assistive technology.
 */
export function ContentTitle({ title, content, className }: { title: string; content: RouteContent; className?: string }) {
  return <h1 className={opensWithHeading(content) ? 'visually-hidden' : className}>{title}</h1>;
}
