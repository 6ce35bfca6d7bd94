import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resumes in a later task: what the browser queued before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    queueMicrotask(() => order.push('microtask'));
    await nextTask();
    order.push('after the break');
    expect(order).toEqual(['microtask', 'queued task', 'after the break']);
  });
});
