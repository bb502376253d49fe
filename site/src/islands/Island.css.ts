import { globalStyle } from '@vanilla-extract/css';

// An island is a block of the page's flow, like the part it holds (a custom element is inline by
// default, and `display: contents` has no box for is-land's `on:visible` to watch).
globalStyle('is-land', { display: 'block' });
