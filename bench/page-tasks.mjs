// Where a page's main-thread time goes after its first paint, the way Lighthouse's simulated throttling counts it.
//
//   node bench/page-tasks.mjs <url> [loads=3]
//
// Loads the page in Chromium (/usr/bin/chromium, mobile viewport, cache disabled, DevTools' network agent on as under
// Lighthouse, no CPU throttling), records a trace, and prints for each load: the blocking time Lighthouse would simulate
// (each task after first contentful paint × 4, less 50 ms), the tasks over 12.5 ms with what they spent most in, and the
// main thread's module compiling. Against a production server: `npm start`, or `node dist/server/server/main.js`.
import { chromium } from 'playwright-core';

const [url, loadsArg = '3'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/page-tasks.mjs <url> [loads]');
  process.exit(2);
}
/** Lighthouse's mobile preset multiplies observed CPU time by this. */
const SLOWDOWN = 4;
const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,loading';

async function traceLoad(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const events = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // Waited out in Node: Playwright's own waits run scripts in the page, which would show in the trace.
  await new Promise((resolve) => setTimeout(resolve, 3500));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

/** The renderer's main thread: the CrRendererMain with the most tasks (others belong to spare renderers). */
function mainThread(events) {
  let best = null;
  for (const thread of events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
    const tasks = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask').length;
    if (!best || tasks > best.tasks) best = { pid: thread.pid, tid: thread.tid, tasks };
  }
  return events.filter((e) => best && e.pid === best.pid && e.tid === best.tid && e.ph === 'X');
}

/** Self time by event name inside one task, the largest first. */
function selfTimes(task, events) {
  const inner = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  inner.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const event of inner) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur);
    if (parent) self.set(parent.name, self.get(parent.name) - event.dur);
    stack.push(event);
  }
  return [...self].sort((a, b) => b[1] - a[1]);
}

const ms = (micros) => (micros / 1000).toFixed(0);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let load = 1; load <= Number(loadsArg); load++) {
  const events = await traceLoad(browser);
  const main = mainThread(events);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) {
    // Without a first paint nothing counts as blocking: say so rather than print 0 ms.
    console.log(`load ${load}: no first contentful paint in the trace (did the page load?)`);
    continue;
  }
  const after = main.filter((e) => e.name === 'RunTask' && e.ts > fcp.ts);
  const blocking = after.reduce((sum, task) => sum + Math.max(0, (SLOWDOWN * task.dur) / 1000 - 50), 0);
  const compile = main.filter((e) => e.name === 'v8.compileModule' || e.name === 'v8.compile').reduce((sum, e) => sum + e.dur, 0);
  console.log(`load ${load}: simulated blocking ${blocking.toFixed(0)} ms after first paint; main-thread compile ${ms(compile)} ms`);
  for (const task of after.filter((t) => SLOWDOWN * t.dur > 50_000)) {
    const top = selfTimes(task, main)
      .filter(([, micros]) => micros >= 2000)
      .slice(0, 5)
      .map(([name, micros]) => `${name} ${ms(micros)}`);
    console.log(`  +${ms(task.ts - fcp.ts)} ms: task ${ms(task.dur)} ms  ${top.join(', ')}`);
  }
}
await browser.close();
