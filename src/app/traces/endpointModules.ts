import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * RTK Query's reducer looks an action's endpoint up in the api's definitions, so a replay must load
 * every module that injects endpoints, not only the reducers. Found by content, so a new feature's
 * `<name>Api.ts` is covered the day it is written. Tools and tests only (node:fs).
 */
export function endpointModules(srcDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing' && entry.name !== 'traces') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        if (readFileSync(path, 'utf8').includes('.injectEndpoints(')) found.push(path);
      }
    }
  };
  walk(srcDir);
  return found.sort();
}
