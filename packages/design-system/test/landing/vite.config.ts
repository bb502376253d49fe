import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Like the first consumer: no vanilla-extract plugin, only the package's CSS file and the brand's font.
export default defineConfig({ plugins: [react()] });
