// @ts-check
/** Renders card.html to the site's link-preview image with Debian Chromium (run by hand when the brand changes). */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(new URL('./card.html', import.meta.url).href);
await page.evaluate(() => document.fonts.ready);
const path = fileURLToPath(new URL('../../site/public/images/share-card.png', import.meta.url));
await page.screenshot({ path });
await browser.close();
console.log(`Wrote ${path}`);
