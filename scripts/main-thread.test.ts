import { describe, expect, it } from 'vitest';
import { mainThreadTimes, timesBetweenMarks, withCpuTimes } from './main-thread.mjs';

const PAGE = { pid: 10, tid: 10 };
const OTHER = { pid: 20, tid: 21 };
/** A task at `at` ms lasting `wall` ms of which the thread ran `cpu` ms. */
const task = (at: number, wall: number, cpu: number, thread = PAGE) => ({ name: 'RunTask', ph: 'X', ts: at * 1000, dur: wall * 1000, tdur: cpu * 1000, ...thread });
const inner = (name: string, at: number, wall: number) => ({ name, ph: 'X', ts: at * 1000, dur: wall * 1000, ...PAGE });
const paint = (at: number) => ({ name: 'firstContentfulPaint', ph: 'R', ts: at * 1000, args: { frame: 'F1' }, ...PAGE });
const navigation = (at: number) => ({ name: 'navigationStart', ph: 'R', ts: at * 1000, args: { frame: 'F1' }, ...PAGE });

describe("a page's main-thread work in Lighthouse's trace", () => {
  it("adds up the wall and thread time of the tasks on the page's main thread, the paint's", () => {
    const times = mainThreadTimes([
      task(100, 30, 20), // the commit, before the navigation's start: the page's own
      navigation(300),
      paint(500),
      task(600, 40, 10),
      task(650, 90, 90, OTHER), // another thread
    ]);
    expect(times).toEqual({ tasks: 2, wallMs: 70, cpuMs: 30 });
  });

  it('says nothing without a first paint or without thread times', () => {
    expect(mainThreadTimes([task(100, 80, 80)])).toBeNull();
    expect(mainThreadTimes([paint(0), { name: 'RunTask', ph: 'X', ts: 10_000, dur: 80_000, ...PAGE }])).toBeNull();
    expect(withCpuTimes([paint(0)])).toBeNull();
  });
});

describe('the trace with each task shortened to its thread time', () => {
  it('squeezes a task and what it holds towards its start, and leaves the rest alone', () => {
    const events = [
      navigation(0),
      paint(10),
      task(100, 80, 20), // a quarter of its wall time on the CPU
      inner('EvaluateScript', 120, 40),
      inner('Layout', 160, 20),
      task(180, 10, 10), // starts as the first ends: its own, unchanged
      task(300, 50, 50, OTHER),
    ];
    const squeezed = withCpuTimes(events);
    const at = (name: string) => squeezed?.filter((event) => event.name === name).map((event) => [event.ts / 1000, (event.dur ?? 0) / 1000]);
    expect(at('RunTask')).toEqual([
      [100, 20],
      [180, 10],
      [300, 50],
    ]);
    expect(at('EvaluateScript')).toEqual([[105, 10]]);
    expect(at('Layout')).toEqual([[115, 5]]);
    expect(squeezed?.find((event) => event.name === 'firstContentfulPaint')).toBe(events[1]);
    // The trace given is left as it was.
    expect(events[2]).toMatchObject({ dur: 80_000 });
  });

  it('never lengthens a task whose thread time passes its wall time', () => {
    expect(withCpuTimes([paint(0), task(10, 20, 25)])?.[1]).toMatchObject({ dur: 20_000 });
  });
});

describe('the tasks between two marks', () => {
  const mark = (name: string, at: number, thread = PAGE) => ({ name, ph: 'R', ts: at * 1000, ...thread });
  it('adds up the tasks from the one the first mark was made in to the last that starts before the second', () => {
    const times = timesBetweenMarks(
      [
        task(0, 50, 50), // ended before the tap
        task(100, 40, 30), // the tap's task, marked inside it
        mark('tap', 110),
        task(150, 60, 20),
        task(150, 60, 60, OTHER), // another thread
        mark('tap', 160, OTHER), // another page's mark of the same name is not this one's end
        task(300, 10, 10), // the frame's check, where the second mark is made
        mark('shown', 305),
        task(400, 80, 80), // after
      ],
      'tap',
      'shown',
    );
    expect(times).toEqual({ tasks: 3, wallMs: 110, cpuMs: 60 });
  });

  it('says nothing when a mark is missing', () => {
    expect(timesBetweenMarks([task(0, 10, 10), mark('tap', 5)], 'tap', 'shown')).toBeNull();
  });
});
