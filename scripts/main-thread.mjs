// @ts-check
/**
 * How much of a page's blocking time in Lighthouse is the page's own work, and how much is the
 * machine's: read from the trace Lighthouse records before it simulates a phone.
 *
 * Lighthouse's simulation (Lantern) takes each main-thread task of that trace, multiplies its
 * duration by the CPU slowdown (4) and counts what passes 50 ms after the first paint. A task's
 * duration there is wall time: on a machine whose cores are shared (here two, with Chromium's
 * browser, compositor and network processes and Lighthouse itself), the page's thread waits for a
 * core inside its own tasks, and the simulation multiplies the wait too. The trace also records
 * each task's thread time (`tdur`), the CPU the page's thread used in it. `withCpuTimes` gives the
 * same trace with each task shortened to that time, for Lighthouse to audit again: the figures a
 * machine whose page thread had its core to itself would give. Thread time leaves out the waits
 * for other threads a task makes, so those figures are a little better than the page's, and the
 * wall-time ones worse.
 */

/**
 * @typedef {{ name: string, ph?: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number, args?: any }} TraceEvent
 */

/**
 * The page's main-thread tasks, in order: every task on the thread of its first contentful paint.
 * That thread is the page's own renderer's, so it holds nothing of the blank page before; its first
 * tasks (the navigation's commit, which sets up the page's script context) come before
 * `navigationStart` and belong to the page.
 * @param {readonly TraceEvent[]} events
 */
function pageTasks(events) {
  // The page's first contentful paint (its frame has no iframes): its thread is the page's main thread.
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const onThread = (/** @type {TraceEvent} */ event) => event.pid === paint.pid && event.tid === paint.tid;
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && onThread(event)).sort((a, b) => a.ts - b.ts);
  if (tasks.length === 0 || !tasks.every(hasThreadTime)) return null;
  return { onThread, tasks };
}

/** @param {TraceEvent} task */
const hasThreadTime = (task) => typeof task.tdur === 'number';

/**
 * How many tasks, and their wall and thread (CPU) time in milliseconds.
 * @param {readonly TraceEvent[]} tasks
 */
function timesOf(tasks) {
  return {
    tasks: tasks.length,
    wallMs: tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000,
    cpuMs: tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000,
  };
}

/**
 * The wall and thread (CPU) time, in milliseconds, of the page's main-thread tasks. Null when the trace has no first contentful paint or no thread times.
 * @param {readonly TraceEvent[]} events Lighthouse's `artifacts.Trace.traceEvents`
 * @returns {{ tasks: number, wallMs: number, cpuMs: number } | null}
 */
export function mainThreadTimes(events) {
  const page = pageTasks(events);
  return page && timesOf(page.tasks);
}

/**
 * The trace with each of the page's main-thread tasks shortened to its thread time: the task and
 * everything recorded inside it keep their order and proportions, squeezed towards the task's
 * start. Other threads and the time between tasks are left as they are. A new array; the events
 * changed are copies. Null as for `mainThreadTimes`.
 * @param {readonly TraceEvent[]} events
 * @returns {TraceEvent[] | null}
 */
export function withCpuTimes(events) {
  const page = pageTasks(events);
  if (!page) return null;
  const inside = events.filter(page.onThread).sort((a, b) => a.ts - b.ts);
  /** @type {Map<TraceEvent, TraceEvent>} */
  const squeezed = new Map();
  let at = 0;
  for (const task of page.tasks) {
    const wall = task.dur ?? 0;
    const ratio = wall > 0 ? Math.min(1, (task.tdur ?? 0) / wall) : 1;
    while (at < inside.length && (inside[at]?.ts ?? 0) < task.ts) at++;
    for (let next = at; next < inside.length; next++) {
      const event = /** @type {TraceEvent} */ (inside[next]);
      // What starts as the task ends is the next one's.
      if (event !== task && event.ts >= task.ts + wall) break;
      if (squeezed.has(event)) continue;
      squeezed.set(event, { ...event, ts: task.ts + (event.ts - task.ts) * ratio, ...(typeof event.dur === 'number' ? { dur: event.dur * ratio } : {}) });
    }
  }
  return events.map((event) => squeezed.get(event) ?? event);
}

/**
 * The wall and CPU time, in milliseconds, of the main-thread tasks that ran between two
 * `performance.mark`s of a page (recorded in the trace under their names, on the page's main
 * thread): every task on that thread that ends after the first mark and starts before the second,
 * the one the first mark was made in included. Null when either mark is missing, or a task lacks
 * its thread time.
 * @param {readonly TraceEvent[]} events a trace with the `blink.user_timing` category
 * @param {string} from the first mark's name @param {string} to the second's
 * @returns {{ tasks: number, wallMs: number, cpuMs: number } | null}
 */
export function timesBetweenMarks(events, from, to) {
  const start = events.find((event) => event.name === from);
  const end = events.find((event) => event.name === to && start !== undefined && event.pid === start.pid && event.tid === start.tid);
  if (!start || !end) return null;
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === start.pid && event.tid === start.tid && event.ts + (event.dur ?? 0) > start.ts && event.ts < end.ts,
  );
  return tasks.every(hasThreadTime) ? timesOf(tasks) : null;
}
