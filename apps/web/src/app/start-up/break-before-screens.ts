// One of the start-up's breaks (decision 0134): the bundle evaluates its modules in import order, and
// this top-level await ends the task there; the modules imported after this one evaluate in the next.
import { nextTask } from './next-task';

await nextTask();
