import type { Format } from '../args';
import type { Report } from '../findings';
import { formatGithub } from './github';
import { formatHuman } from './human';
import { formatJson, formatNdjson } from './json';
import { formatJunit } from './junit';

/** Renders a report in one of the output formats; colour applies to the human format only. */
export function render(report: Report, format: Format, color: boolean): string {
  switch (format) {
    case 'human':
      return formatHuman(report, color);
    case 'json':
      return formatJson(report);
    case 'ndjson':
      return formatNdjson(report);
    case 'github':
      return formatGithub(report);
    case 'junit':
      return formatJunit(report);
  }
}
