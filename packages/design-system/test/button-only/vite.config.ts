import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// No vanilla-extract plugin: a consumer needs only the package's CSS files.
export default defineConfig({ plugins: [react()] });
