/** The process settings every render shares: production React, and dates as the site's visitors (mainland China) read them. */
export function renderProcess(): void {
  process.env.NODE_ENV = 'production';
  // So hydration finds the same text in the browser of a visitor in China.
  process.env.TZ = 'Asia/Shanghai';
}
