/** The engine's and zod's issue messages, in Chinese for content editors; the model and the path stay as they are. */
const MESSAGES: [RegExp, (...groups: string[]) => string][] = [
  [/^malformed JSON: (.*)$/s, (detail) => `JSON 格式错误：${detail}`],
  [/^unknown model "(.*)"$/s, (model) => `未知模型 "${model}"：网站没有此模型的组件，会跳过此区块`],
  [/^missing model name$/, () => '缺少模型名称（modelName）'],
  [/^expected an item \{ modelName, contents \}$/, () => '应为 { modelName, contents } 形式的条目'],
  [/^expected a list of CMS items .*$/s, () => '应为 CMS 条目列表 [{ modelName, contents }]'],
  [/^unreadable list: (.*)$/s, (detail) => `无法读取的列表：${detail}`],
  [/^unreadable item: (.*)$/s, (detail) => `无法读取的条目：${detail}`],
  [/^must not be empty$/, () => '不能为空'],
  [/^must be text$/, () => '必须是文本'],
  [/^must be numeric$/, () => '必须是数字'],
  [/^must be finite$/, () => '必须是有限的数字'],
  [/^must be an http\(s\) URL or a root-relative path$/, () => '必须是 http(s) 网址或以 / 开头的站内路径'],
  [/^must be a size in px$/, () => '必须是以像素为单位的尺寸'],
  [/^must be a link object$/, () => '必须是链接对象'],
  [/^must be a CSS colour.*$/s, () => '必须是 CSS 颜色（#十六进制、rgb[a] 或 hsl[a]）'],
  [/^must hold at most (\d+) entries$/, (max) => `最多 ${max} 项`],
  [/^must hold at least one entry$/, () => '至少需要一项'],
  [/^must be a list$/, () => '必须是列表'],
  [/^Invalid input: expected (\w+), received (\w+)$/, (expected, received) => `输入无效：应为 ${expected}，实际为 ${received}`],
  [/^Invalid input$/, () => '输入无效'],
];

/** An issue message for an editor: the known ones in Chinese, any other as it is (it still names what is wrong). */
export function editorMessage(message: string): string {
  for (const [pattern, say] of MESSAGES) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1));
  }
  return message;
}
