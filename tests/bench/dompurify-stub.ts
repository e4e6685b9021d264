// The bench renders on Node, where DOMPurify has no DOM. Both sides of the render comparison render the same
// rich text, so a pass-through keeps the comparison strict: the engine's overhead is measured against plain
// React alone, not diluted by sanitising time. (The site itself always sanitises.)
const purify = () => ({ sanitize: (html: string) => html, addHook: () => undefined });
export default purify;
