import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { startStaticServer } from './bench/staticServer.mjs';
import { headlessShellPath, testBrowserArgs } from './chromium.mjs';
const usage = () => Number(readFileSync(process.env.CG + '/cpuacct.usage', 'utf8')) / 1e9;
const extra = process.argv.slice(3);
const server = await startStaticServer({ dir: process.argv[2], port: 4811, firebaseJson: '/work/main/firebase.json' });
const browser = await chromium.launch({ executablePath: headlessShellPath, args: [...testBrowserArgs, ...extra] });
let total = 0;
for (const path of ['/', '/about', '/projects/1', '/contact', '/developers', '/resources']) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', reducedMotion: process.env.RM ?? 'no-preference' });
  const page = await context.newPage();
  const c0 = usage();
  await page.goto('http://127.0.0.1:4811' + path, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  await page.mouse.wheel(0, 3000); await page.waitForTimeout(1000);
  const shot = await page.screenshot({ fullPage: true });
  writeFileSync(`/tmp/idle/${path.replace(/\//g, '_')}-${extra.length ? 'x' : 'base'}.png`, shot);
  const c1 = usage(); total += c1 - c0;
  console.log(path.padEnd(14), (c1 - c0).toFixed(2), 's');
  await context.close();
}
console.log('total', total.toFixed(2), extra.join(' '));
await browser.close(); process.exit(0);
