// What index.html loads: one call. The app's code (main.tsx and its imports) is in the core
// chunk with React, so a first visit downloads one file for both (ADR 054).
import { startApp } from './main.tsx';

startApp();
