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

/** One idle moment, and the turn it ran settled (its callback runs in a promise's continuation). */
async function inIdleMoment() {
  idleMoment();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('onIdleTurn', () => {
  it('runs one waiting callback per idle moment, in the order they were queued', async () => {
    const { onIdleTurn } = await import('../../src/roles/storefront/onIdleTurn');
    const started: string[] = [];
    onIdleTurn(() => started.push('offers'));
    onIdleTurn(() => started.push('deals'));
    onIdleTurn(() => started.push('stores'));
    expect(idle).toHaveLength(1);
    await inIdleMoment();
    expect(started).toEqual(['offers']);
    await inIdleMoment();
    expect(started).toEqual(['offers', 'deals']);
    await inIdleMoment();
    expect(started).toEqual(['offers', 'deals', 'stores']);
    expect(idle).toHaveLength(0);
  });

  it('never runs a cancelled callback, and gives its turn to the next one', async () => {
    const { onIdleTurn } = await import('../../src/roles/storefront/onIdleTurn');
    const started: string[] = [];
    const cancel = onIdleTurn(() => started.push('offers'));
    onIdleTurn(() => started.push('deals'));
    cancel();
    await inIdleMoment();
    expect(started).toEqual(['deals']);
    expect(idle).toHaveLength(0);
  });

  it('asks for a new idle moment when a callback is queued after the queue ran dry', async () => {
    const { onIdleTurn } = await import('../../src/roles/storefront/onIdleTurn');
    const started: string[] = [];
    onIdleTurn(() => started.push('offers'));
    await inIdleMoment();
    onIdleTurn(() => started.push('deals'));
    await inIdleMoment();
    expect(started).toEqual(['offers', 'deals']);
  });

  it("holds the next turn until a turn's promise settles (a section's code loading)", async () => {
    const { onIdleTurn } = await import('../../src/roles/storefront/onIdleTurn');
    const started: string[] = [];
    let codeLoaded: () => void = () => undefined;
    const code = new Promise<void>((resolve) => {
      codeLoaded = resolve;
    });
    onIdleTurn(() => code.then(() => started.push('offers')));
    onIdleTurn(() => started.push('deals'));
    idleMoment();
    await Promise.resolve();
    // The first section's code is still on its way: no idle moment is asked for the next one yet.
    expect(idle).toHaveLength(0);
    codeLoaded();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(started).toEqual(['offers']);
    idleMoment();
    await vi.waitFor(() => expect(started).toEqual(['offers', 'deals']));
  });
});
