import { nextTask } from './app/next-task';

// Module Federation needs an asynchronous boundary before any shared module is used. The federation
// runtime has just started in this task; the bootstrap (and the shared modules it consumes) starts in
// the next one.
void nextTask().then(() => import('./bootstrap'));
