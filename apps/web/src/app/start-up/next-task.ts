/**
 * A promise kept in a task of its own, so what follows an `await` of it runs after the browser has
 * had its turn (input, paint). The start-up's breaks (break-*.ts, decision 0134) await it at top level.
 *
 * A timer, not `scheduler.yield()` nor a message to self: in Chromium's trace both of those ran the
 * start-up's breaks back to back in one long task, the timer split it (decision 0134's measures). In a
 * tab opened behind, timers may wait for the browser's once-a-second wake-up: the page starts when seen.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
