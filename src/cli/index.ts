#!/usr/bin/env node
import { exitOnceFlushed } from '../util/exit.js';
import { main } from './main.js';

await exitOnceFlushed(await main(process.argv.slice(2)));
