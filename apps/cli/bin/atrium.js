#!/usr/bin/env node
import { main } from '../dist/main.js';

// exitCode rather than process.exit(), so that everything written to stdout is flushed first.
process.exitCode = await main();
