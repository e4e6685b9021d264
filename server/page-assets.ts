import { createHash } from 'node:crypto';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
}

/**
 * The shell a server-rendered page goes in: the app's script swapped for the boot's (src/boot.ts), which fetches the
 * app once the page has painted and its largest picture has arrived, and the app's module preloads left out. The
 * shell itself (a page the browser renders afresh) keeps them. Throws when the build lacks either script.
 */
export function bootingShell(shell: string, manifest: Record<string, ManifestChunk>): string {
  const script = (file: string | undefined) => `<script type="module" crossorigin src="/${file}"></script>`;
  const app = manifest['index.html']?.file;
  const boot = manifest['src/boot.ts']?.file;
  if (!app || !shell.includes(script(app))) throw new Error('the app shell has no app script of the manifest\'s index.html');
  if (!boot) throw new Error('the build has no boot script (src/boot.ts)');
  return shell.replace(script(app), script(boot)).replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/**
 * The CSP allows no inline style, so a style attribute of the rendered markup would be refused: each becomes a
 * `data-ps` attribute naming a rule of the page's own styles (page-styles.ts). Declarations that could leave their rule are dropped.
 */
export class InlineStyles {
  private readonly rules = new Map<string, string>();

  /** The markup with its style attributes replaced by `data-ps` references. */
  extract(markup: string): string {
    return markup.replace(/ style="([^"]*)"/g, (_, raw: string) => {
      const key = this.add(raw.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e));
      return key === undefined ? '' : ` data-ps="${key}"`;
    });
  }

  /** Takes one style attribute's declarations and answers its rule's key; undefined (dropped) when they could leave their rule. */
  add(declarations: string): string | undefined {
    if (/[{}<>@\\]|\/\*/.test(declarations)) return undefined;
    const key = createHash('sha256').update(declarations).digest('base64url').slice(0, 10);
    this.rules.set(key, declarations);
    return key;
  }

  /** The stylesheet of every rule collected so far; the doubled selector outweighs a class, as the inline style did. */
  css(): string {
    return [...this.rules].map(([key, declarations]) => `[data-ps="${key}"][data-ps="${key}"]{${declarations}}`).join('\n');
  }
}
