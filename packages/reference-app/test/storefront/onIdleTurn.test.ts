// The sections waiting for an idle moment start one per idle moment, in the order they asked, and a
// cancelled one never starts. The test holds the browser's idle callbacks and runs them itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let idle: Array<() => void> = [];

beforeEach(() => {
  idle = [];
  vi.resetModules();
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs the idle callback the browser was asked for (one idle moment). */
function idleMoment() {
  const run = idle.shift();
  if (!run) throw new Error('no idle callback asked for');
  run();
}

describe('onIdleTurn', () => {
  it('runs one waiting callback per idle moment, in the order they were queued', async () => {
    const { onIdleTurn } = await import('../../src/roles/storefront/onIdleTurn');
    const started: string[] = [];
    onIdleTurn(() => started.push('offers'));
    onIdleTurn(() => started.push('deals'));
    onIdleTurn(() => started.push('stores'));
    expect(idle).toHaveLength(1);
    idleMoment();
    expect(started).toEqual(['offers']);
    idleMoment();
    expect(started).toEqual(['offers', 'deals']);
    idleMoment();
    expect(started).toEqual(['offers', 'deals', 'stores']);
    expect(idle).toHaveLength(0);
  });

  it('never runs a cancelled callback, and gives its turn to the next one', async () => {
    const { onIdleTurn } = await import('../../src/roles/storefront/onIdleTurn');
    const started: string[] = [];
    const cancel = onIdleTurn(() => started.push('offers'));
    onIdleTurn(() => started.push('deals'));
    cancel();
    idleMoment();
    expect(started).toEqual(['deals']);
    expect(idle).toHaveLength(0);
  });

  it('asks for a new idle moment when a callback is queued after the queue ran dry', async () => {
    const { onIdleTurn } = await import('../../src/roles/storefront/onIdleTurn');
    const started: string[] = [];
    onIdleTurn(() => started.push('offers'));
    idleMoment();
    onIdleTurn(() => started.push('deals'));
    idleMoment();
    expect(started).toEqual(['offers', 'deals']);
  });
});
