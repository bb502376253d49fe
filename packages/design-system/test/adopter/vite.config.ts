import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// No vanilla-extract plugin: the design system ships its CSS, and each component imports its own.
export default defineConfig({ plugins: [react()] });
