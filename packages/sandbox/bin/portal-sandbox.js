#!/usr/bin/env node
// Committed shim so installing the workspace (before any build) can link the bin.
import '../dist/cli.js';
